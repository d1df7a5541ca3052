import type { SessionUser } from '@titletrust/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { runNamed, type NamedStatement } from '../../db/named-statement';
import { users } from '../../db/schema';
import type { ViewerResolver } from '../../http/access-control';
import { createAcceptedCookies, type AcceptedSession } from './accepted-cookies';
import { SESSION_SECONDS, type Auth } from './auth';
import { authHeaders, forwardSetCookies, hasSessionCookie } from './auth-http';
import { ensureProfile } from './ensure-profile';
import { toSessionUser, type AccountRecord, type ViewerProfile } from './session-user';

/** The account row as loadSessionUser needs it, for flows that only know the account's id. */
export async function findAccountRecord(db: Database, id: string): Promise<AccountRecord> {
  const [account] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      emailVerified: users.emailVerified,
      twoFactorEnabled: users.twoFactorEnabled,
      role: users.role,
      userMetadata: users.userMetadata,
    })
    .from(users)
    .where(eq(users.id, id));
  if (!account) throw new Error(`account ${id} vanished`);
  return account;
}

/**
 * What of the account's profile the viewer's view needs: read on every signed-in request, so a
 * named statement, which PostgreSQL plans once per connection and no query builder rebuilds.
 */
const VIEWER_PROFILE: NamedStatement = {
  name: 'viewer_profile',
  text: `SELECT role_title AS "roleTitle", verification_status AS "verificationStatus", status,
    profile_picture AS "profilePicture" FROM profiles WHERE id = $1::uuid`,
};

async function findViewerProfile(db: Database, id: string): Promise<ViewerProfile | undefined> {
  const [profile] = await runNamed<ViewerProfile>(db, VIEWER_PROFILE, [id]);
  return profile;
}

/** The browser's view of an account: its resolved role and verification from our records. */
export async function loadSessionUser(db: Database, account: AccountRecord): Promise<SessionUser> {
  let profile = await findViewerProfile(db, account.id);
  if (!profile) {
    // A sign-up whose profile insert failed: create it now and carry on (spec §8).
    await ensureProfile(db, account);
    profile = await findViewerProfile(db, account.id);
  }
  return toSessionUser(account, profile);
}

/**
 * A session Better Auth would accept without writing anything, with its account and profile:
 * more than `$2` seconds from its expiry (see AcceptedSession: not due for its daily extension,
 * or not expired). One statement, read on every request whose cookie Better Auth has accepted.
 */
const LIVE_SESSION_VIEWER: NamedStatement = {
  name: 'live_session_viewer',
  text: `SELECT s.id AS "sessionId", u.id, u.name, u.email, u.email_verified AS "emailVerified",
      u.two_factor_enabled AS "twoFactorEnabled", u.role,
      u.user_metadata AS "userMetadata", p.role_title AS "roleTitle",
      p.verification_status AS "verificationStatus", p.status,
      p.profile_picture AS "profilePicture"
    FROM sessions s JOIN users u ON u.id = s.user_id JOIN profiles p ON p.id = s.user_id
    WHERE s.token = $1 AND s.expires_at > now() + make_interval(secs => $2)`,
};
/** A remembered session is due for its extension a day after the last: 29 days before expiry. */
const DUE_WITH_SECONDS_LEFT = SESSION_SECONDS.expiresIn - SESSION_SECONDS.updateAge;

async function findLiveSessionViewer(
  db: Database,
  { token, dueWithSecondsLeft }: AcceptedSession,
): Promise<{ viewer: SessionUser; sessionId: string } | null> {
  const [row] = await runNamed<AccountRecord & ViewerProfile & { sessionId: string }>(
    db,
    LIVE_SESSION_VIEWER,
    [token, dueWithSecondsLeft],
  );
  if (!row) return null;
  const { sessionId, roleTitle, verificationStatus, status, profilePicture, ...account } = row;
  const profile = { roleTitle, verificationStatus, status, profilePicture };
  return { viewer: toSessionUser(account, profile), sessionId };
}

/**
 * Resolves the viewer of a request from its session cookie (no cookie: no database work). A
 * Cookie header goes to Better Auth's own getSession, which checks the cookie's signature, reads
 * the session and its account, and extends, expires or cleans up as it must; then our profile
 * gives the role. Once Better Auth has accepted a header, the same header is read in one
 * statement: its session row, account and profile, so a sign-out, a revocation or a password
 * reset on any server ends it on the very next request. A session that statement does not find
 * (gone, expired, due for its daily extension, or without a profile) goes back to Better Auth,
 * which extends, ends or repairs it (decision 045). Either way the session's id is left on the
 * request (request.sessionId), for the fresh checks its routes may ask.
 */
export function createViewerResolver(auth: Auth, db: Database): ViewerResolver {
  const accepted = createAcceptedCookies();
  return async (request, reply) => {
    const header = request.headers.cookie;
    if (!header || !hasSessionCookie(request)) return null;
    const known = accepted.sessionOf(header);
    if (known) {
      const live = await findLiveSessionViewer(db, known);
      if (live) {
        request.sessionId = live.sessionId;
        return live.viewer;
      }
      accepted.forget(header);
    }
    const { headers, response } = await auth.api.getSession({
      headers: authHeaders(request),
      returnHeaders: true,
    });
    forwardSetCookies(reply, headers);
    if (!response) return null;
    // Just read by Better Auth, a remembered session has more than 29 days left (extended now or
    // within the day); one it never extends has a day at most.
    const extended =
      response.session.expiresAt.getTime() > Date.now() + DUE_WITH_SECONDS_LEFT * 1000;
    accepted.accept(header, {
      token: response.session.token,
      dueWithSecondsLeft: extended ? DUE_WITH_SECONDS_LEFT : 0,
    });
    request.sessionId = response.session.id;
    return loadSessionUser(db, response.user);
  };
}
