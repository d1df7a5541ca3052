import type { SignOutScope } from '@titletrust/shared';
import type { Auth } from './auth';

/**
 * The spec's three sign-out scopes: local ends this device's session, global ends every session
 * of the account (this one included), others ends every session but this one.
 */
export async function signOut(
  auth: Auth,
  scope: SignOutScope,
  headers: Headers,
): Promise<Headers | undefined> {
  if (scope === 'others') {
    await auth.api.revokeOtherSessions({ headers });
    return undefined;
  }
  if (scope === 'global') await auth.api.revokeSessions({ headers });
  const { headers: cookies } = await auth.api.signOut({ headers, returnHeaders: true });
  return cookies;
}
