import { WALLET_MESSAGES, type SessionUser, type WalletSignature } from '@titletrust/shared';
import { and, eq, isNull } from 'drizzle-orm';
import { getAddress } from 'viem';
import type { Env } from '../../../config/env';
import type { Database } from '../../../db/client';
import { profiles } from '../../../db/schema';
import { AppError } from '../../../platform/app-error';
import type { Auth } from '../auth';
import { findAccountRecord, loadSessionUser } from '../load-session-user';
import { checkSiweMessage } from './siwe-message-rules';

export const verifyFailed = () => new AppError('UNAUTHENTICATED', WALLET_MESSAGES.verifyFailed);

/**
 * The spec's wallet flow on the server: check the signed EIP-4361 message, verify it (Better
 * Auth's siwe plugin: single-use nonce, domain, expiry, signature by viem), then sign in the
 * account bound to the address — or create a placeholder account whose profile is incomplete, so
 * the browser opens "Complete Your Profile". No signature the server did not verify gets in.
 */
export async function signInWithWallet(
  deps: { db: Database; auth: Auth; env: Env },
  signed: WalletSignature,
  headers: Headers,
): Promise<{ user: SessionUser | null; cookies: Headers }> {
  if (!checkSiweMessage(signed.message, deps.env)) throw verifyFailed();
  // The plugin's verify endpoint needs a request object; given one, it answers an HTTP Response.
  const response = await deps.auth.api.verifySiweMessage({
    body: { message: signed.message, signature: signed.signature },
    headers,
    request: new Request(`${deps.env.PUBLIC_URL}/api/auth/siwe/verify`, {
      method: 'POST',
      headers,
    }),
    asResponse: true,
  });
  if (!response.ok) throw verifyFailed();
  const answer = (await response.json()) as
    { user: { id: string; walletAddress: string } } | { twoFactorRedirect: true };
  // The account uses two-factor sign-in: the code page finishes what the signature began.
  if ('twoFactorRedirect' in answer) return { user: null, cookies: response.headers };
  const { user: verified } = answer;
  await deps.db
    .update(profiles)
    .set({ ethAddress: getAddress(verified.walletAddress), updatedAt: new Date() })
    .where(and(eq(profiles.id, verified.id), isNull(profiles.ethAddress)));
  const user = await loadSessionUser(deps.db, await findAccountRecord(deps.db, verified.id));
  return { user, cookies: response.headers };
}
