import { createHmac, timingSafeEqual } from 'node:crypto';
import type { SessionUser } from '@titletrust/shared';
import type { Database } from '../../db/client';
import { runNamed, type NamedStatement } from '../../db/named-statement';
import type { Auth } from './auth';
import { cookieValue } from './auth-http';
import { toSessionUser, type ViewerProfile } from './session-user';

type AuthContext = Awaited<Auth['$context']>;

/** The session, its account and the account's profile, by the session's token. */
const SESSION_VIEWER: NamedStatement = {
  name: 'session_viewer',
  text: `
    SELECT (extract(epoch FROM s.expires_at) * 1000)::float8 AS expires_ms,
      u.id, u.name, u.email, u.email_verified, u.role, u.banned, u.user_metadata,
      p.id IS NOT NULL AS has_profile, p.role_title, p.verification_status, p.status
    FROM sessions s
    JOIN users u ON u.id = s.user_id
    LEFT JOIN profiles p ON p.id = u.id
    WHERE s.token = $1`,
};

interface SessionViewerRow {
  expires_ms: number;
  id: string;
  name: string;
  email: string;
  email_verified: boolean;
  role: string | null;
  banned: boolean | null;
  user_metadata: Record<string, unknown> | null;
  has_profile: boolean;
  role_title: ViewerProfile['roleTitle'];
  verification_status: ViewerProfile['verificationStatus'];
  status: ViewerProfile['status'];
}

/**
 * The value a cookie signed as Better Auth signs them (`value.base64(HMAC-SHA256(secret,
 * value))`, URL-encoded), or null when it is absent or its signature does not hold.
 */
export function signedCookieValue(
  header: string | undefined,
  name: string,
  secret: string,
): string | null {
  const sent = cookieValue(header, name);
  if (!sent) return null;
  let value: string;
  try {
    value = decodeURIComponent(sent);
  } catch {
    return null;
  }
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const signature = value.slice(dot + 1);
  if (signature.length !== 44 || !signature.endsWith('=')) return null;
  const expected = createHmac('sha256', secret).update(value.slice(0, dot)).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected)
    ? value.slice(0, dot)
    : null;
}

/**
 * Reads the viewer of a plain signed-in request in one statement: a session cookie whose
 * signature holds, naming a live session of an account in good standing with a profile, that is
 * not yet due for Better Auth's sliding refresh. Answers undefined for anything else (no or a
 * bad cookie, an expired, revoked or due session, a stale cookie cache, a banned account, a
 * missing profile), which the caller then hands to Better Auth's getSession, which refreshes,
 * expires and cleans up as it always did. Better Auth's own read of a plain session makes the
 * same checks and changes nothing, in two queries, a WebCrypto key import and verification and
 * its endpoint machinery: about 1.7 ms of CPU per request (decision 023).
 */
export function createSessionReader(db: Database, context: AuthContext) {
  const { secret, authCookies, sessionConfig } = context;
  const refreshAfterMs = (sessionConfig.expiresIn - sessionConfig.updateAge) * 1000;
  return async (cookieHeader: string | undefined): Promise<SessionUser | undefined> => {
    // A leftover cookie cache is cleared by Better Auth, which also reads the session.
    if (cookieValue(cookieHeader, authCookies.sessionData.name) !== undefined) return undefined;
    const token = signedCookieValue(cookieHeader, authCookies.sessionToken.name, secret);
    if (!token) return undefined;
    const remembered = cookieValue(cookieHeader, authCookies.dontRememberToken.name) === undefined;
    if (!remembered && !signedCookieValue(cookieHeader, authCookies.dontRememberToken.name, secret))
      return undefined;
    const [row] = await runNamed<SessionViewerRow>(db, SESSION_VIEWER, [token]);
    const now = Date.now();
    if (!row || row.expires_ms <= now || row.banned || !row.has_profile) return undefined;
    // Better Auth extends a remembered session once a day (updateAge), and only it does.
    if (remembered && row.expires_ms - refreshAfterMs <= now) return undefined;
    return toSessionUser(
      {
        id: row.id,
        name: row.name,
        email: row.email,
        emailVerified: row.email_verified,
        role: row.role,
        userMetadata: row.user_metadata,
      },
      {
        roleTitle: row.role_title,
        verificationStatus: row.verification_status,
        status: row.status,
      },
    );
  };
}
