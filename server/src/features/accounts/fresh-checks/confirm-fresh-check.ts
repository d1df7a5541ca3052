import {
  FRESH_CHECK_MESSAGES,
  SECURITY_MESSAGES,
  type FreshCheckRequest,
  type SessionUser,
} from '@titletrust/shared';
import { isAPIError } from 'better-auth/api';
import type { Database } from '../../../db/client';
import { AppError } from '../../../platform/app-error';
import type { Auth } from '../auth';
import { reserveFactorAttempt } from './factor-attempts';
import { findFreshCheckState } from './find-fresh-check-state';
import { recordFreshCheck } from './record-fresh-check';

const fieldError = (path: 'code' | 'password', message: string) =>
  new AppError('VALIDATION_FAILED', message, [{ path, message }]);

/** Better Auth checks the factor against the session's account: a wrong one is its APIError. */
async function isRightFactor(auth: Auth, input: FreshCheckRequest, headers: Headers) {
  try {
    if ('code' in input) await auth.api.verifyTOTP({ body: { code: input.code }, headers });
    else await auth.api.verifyPassword({ body: { password: input.password }, headers });
    return true;
  } catch (error) {
    if (isAPIError(error)) return false;
    throw error;
  }
}

/**
 * A fresh check: the session's owner gives the two-factor code when it is on (the password is
 * then not enough: it is what a thief most likely has), otherwise the password. Each wrong one
 * counts against the account's limit; the right one makes this session, and only this one,
 * fresh for the next five minutes.
 */
export async function confirmFreshCheck(
  deps: { db: Database; auth: Auth },
  viewer: SessionUser,
  sessionId: string | null,
  input: FreshCheckRequest,
  context: { headers: Headers },
): Promise<{ checkedAt: string }> {
  if (!sessionId) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
  const { factor } = await findFreshCheckState(deps.db, viewer.id, sessionId);
  if (factor === 'none') throw new AppError('CONFLICT', FRESH_CHECK_MESSAGES.noFactor);
  if (factor === 'code' && !('code' in input)) {
    throw fieldError('code', SECURITY_MESSAGES.codeRequired);
  }
  if (factor === 'password' && !('password' in input)) {
    throw fieldError('password', FRESH_CHECK_MESSAGES.passwordRequired);
  }

  const what =
    factor === 'code' ? FRESH_CHECK_MESSAGES.wrongCodes : FRESH_CHECK_MESSAGES.wrongPasswords;
  const reservation = await reserveFactorAttempt(deps.db, viewer.id, what);
  let right: boolean;
  try {
    right = await isRightFactor(deps.auth, input, context.headers);
  } catch (error) {
    // Not a guess (the database failed, say): it does not count against the owner.
    await reservation.release();
    throw error;
  }
  // A wrong factor keeps its slot: the slots are the failure count.
  if (!right) {
    throw factor === 'code'
      ? fieldError('code', SECURITY_MESSAGES.wrongCode)
      : fieldError('password', SECURITY_MESSAGES.wrongPassword);
  }
  await reservation.release();
  const checkedAt = await recordFreshCheck(deps.db, sessionId);
  return { checkedAt: checkedAt.toISOString() };
}
