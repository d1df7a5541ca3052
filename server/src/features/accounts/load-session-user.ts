import type { SessionUser } from '@titletrust/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { runNamed, type NamedStatement } from '../../db/named-statement';
import { users } from '../../db/schema';
import type { ViewerResolver } from '../../http/access-control';
import type { Auth } from './auth';
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
 * Resolves the viewer of a request from its session cookie (no cookie: no database work) through
 * Better Auth's own getSession, which checks the cookie's signature, reads the session and its
 * account, and refreshes, expires or cleans up as it must; then our profile gives the role
 * (decision 030). Nothing is cached (no cookie cache): a sign-out or a password reset, which
 * delete the session rows, takes effect on the very next request.
 */
export function createViewerResolver(auth: Auth, db: Database): ViewerResolver {
  return async (request, reply) => {
    if (!hasSessionCookie(request)) return null;
    const { headers, response } = await auth.api.getSession({
      headers: authHeaders(request),
      returnHeaders: true,
    });
    forwardSetCookies(reply, headers);
    return response ? loadSessionUser(db, response.user) : null;
  };
}
