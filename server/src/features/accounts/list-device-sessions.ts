import type { DeviceSession } from '@titletrust/shared';
import { isAPIError } from 'better-auth/api';
import { AppError } from '../../platform/app-error';
import type { Auth } from './auth';

/**
 * The account's active sessions, newest first, marking the one making the request. A session
 * ended (signed out elsewhere, a password reset) after the access check let the request in is
 * answered as any ended session is: 401.
 */
export async function listDeviceSessions(auth: Auth, headers: Headers): Promise<DeviceSession[]> {
  const current = await auth.api.getSession({ headers });
  const sessions = await auth.api.listSessions({ headers }).catch((error: unknown) => {
    if (isAPIError(error) && error.statusCode === 401)
      throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
    throw error;
  });
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
