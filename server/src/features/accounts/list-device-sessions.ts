import type { DeviceSession } from '@titletrust/shared';
import type { Auth } from './auth';

/** The account's active sessions, newest first, marking the one making the request. */
export async function listDeviceSessions(auth: Auth, headers: Headers): Promise<DeviceSession[]> {
  const current = await auth.api.getSession({ headers });
  const sessions = await auth.api.listSessions({ headers });
  return sessions
    .map((session) => ({
      id: session.id,
      current: session.id === current?.session.id,
      createdAt: new Date(session.createdAt).toISOString(),
      expiresAt: new Date(session.expiresAt).toISOString(),
      ipAddress: session.ipAddress || null,
      userAgent: session.userAgent || null,
    }))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}
