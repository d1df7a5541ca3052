import type { SessionUser } from '@titletrust/shared';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { preparedPerHandle } from '../../db/prepared-per-handle';
import { profiles, users } from '../../db/schema';
import type { ViewerResolver } from '../../http/access-control';
import type { Auth } from './auth';
import { authHeaders, forwardSetCookies, hasSessionCookie } from './auth-http';
import { ensureProfile } from './ensure-profile';
import { createSessionReader } from './read-signed-session';
import { toSessionUser, type AccountRecord } from './session-user';

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

// Read for every signed-in request: a named statement built once (docs/decisions/016).
const profileStatement = preparedPerHandle((db) =>
  db
    .select()
    .from(profiles)
    .where(eq(profiles.id, sql.placeholder('id')))
    .prepare('session_profile'),
);

/** The browser's view of an account: its resolved role and verification from our records. */
export async function loadSessionUser(db: Database, account: AccountRecord): Promise<SessionUser> {
  let [profile] = await profileStatement(db).execute({ id: account.id });
  if (!profile) {
    // A sign-up whose profile insert failed: create it now and carry on (spec §8).
    await ensureProfile(db, account);
    [profile] = await profileStatement(db).execute({ id: account.id });
  }
  return toSessionUser(account, profile);
}

/**
 * Resolves the viewer of a request from its session cookie (no cookie: no database work). A
 * plain signed-in request is read in one statement (readSignedSession); anything else, such as a
 * session to refresh, expire or clean up, goes through Better Auth's getSession (decision 023).
 */
export function createViewerResolver(auth: Auth, db: Database): ViewerResolver {
  const readSession = auth.$context.then((context) => createSessionReader(db, context));
  return async (request, reply) => {
    if (!hasSessionCookie(request)) return null;
    const plain = await (await readSession)(request.headers.cookie);
    if (plain) return plain;
    const { headers, response } = await auth.api.getSession({
      headers: authHeaders(request),
      returnHeaders: true,
    });
    forwardSetCookies(reply, headers);
    return response ? loadSessionUser(db, response.user) : null;
  };
}
