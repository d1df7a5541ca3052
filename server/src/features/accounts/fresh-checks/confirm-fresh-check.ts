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
import { checkSessionCode } from '../two-factor/check-session-code';
import { findFreshCheckState } from './find-fresh-check-state';
import { reservePasswordAttempt } from './password-attempts';
import { recordFreshCheck } from './record-fresh-check';

const fieldError = (path: 'code' | 'password', message: string) =>
  new AppError('VALIDATION_FAILED', message, [{ path, message }]);

/** Better Auth checks the password of the session's account; each wrong one counts. */
async function checkSessionPassword(
  deps: { db: Database; auth: Auth },
  userId: string,
  password: string,
  headers: Headers,
): Promise<void> {
  const reservation = await reservePasswordAttempt(deps.db, userId);
  try {
    await deps.auth.api.verifyPassword({ body: { password }, headers });
  } catch (error) {
    // A wrong password keeps its slot: the slots are the failure count. Anything else (the
    // database, say) was not a guess and does not count against the owner.
    if (isAPIError(error)) throw fieldError('password', SECURITY_MESSAGES.wrongPassword);
    await reservation.release();
    throw error;
  }
  await reservation.release();
}

/**
 * A fresh check: the session's owner gives the two-factor code when it is on (the password is
 * then not enough: it is what a thief most likely has), otherwise the password. Wrong ones count
 * against the account's limits; the right one makes this session, and only this one, fresh for
 * the next five minutes.
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
  if (factor === 'code') {
    if (!('code' in input)) throw fieldError('code', SECURITY_MESSAGES.codeRequired);
    await checkSessionCode(deps, viewer.id, input.code, context.headers);
  } else {
    if (!('password' in input)) {
      throw fieldError('password', FRESH_CHECK_MESSAGES.passwordRequired);
    }
    await checkSessionPassword(deps, viewer.id, input.password, context.headers);
  }
  const checkedAt = await recordFreshCheck(deps.db, sessionId);
  return { checkedAt: checkedAt.toISOString() };
}
