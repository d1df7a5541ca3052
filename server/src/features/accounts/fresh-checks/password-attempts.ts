import type { Database } from '../../../db/client';
import {
  reserveRateLimits,
  tooManyAttempts,
  type RateLimitReservation,
} from '../../../platform/rate-limit';

/**
 * Wrong passwords given on a signed-in session (a fresh check, the current password of a password
 * change), per account, as many as a sign-in allows per account and address: whoever holds a
 * stolen session cannot guess the password through these routes either. (Wrong codes have their
 * own count, two-factor/check-session-code.ts.)
 */
const WRONG_PASSWORDS_PER_ACCOUNT = { limit: 5, windowSeconds: 15 * 60 };

/**
 * Takes a failure slot before the password is checked, so parallel guesses get no more tries than
 * the limit; the caller releases it when the password was right (or was never checked).
 */
export async function reservePasswordAttempt(
  db: Database,
  userId: string,
): Promise<RateLimitReservation> {
  const reservation = await reserveRateLimits(db, [
    { key: `signed-in:wrong-passwords:${userId}`, rule: WRONG_PASSWORDS_PER_ACCOUNT },
  ]);
  if (reservation.refused) {
    throw tooManyAttempts('wrong passwords', reservation.refused.retryAfterSeconds);
  }
  return reservation;
}
