import type { Database } from '../../../db/client';
import {
  reserveRateLimits,
  tooManyAttempts,
  type RateLimitReservation,
} from '../../../platform/rate-limit';

/**
 * Wrong factors given on a signed-in session (a fresh check, the current password of a password
 * change), per account, as many as a sign-in allows per account and address: whoever holds a
 * stolen session cannot guess the password or the code through these routes either.
 */
const FAILURES_PER_ACCOUNT = { limit: 5, windowSeconds: 15 * 60 };

/**
 * Takes a failure slot before the factor is checked, so parallel guesses get no more tries than
 * the limit; the caller releases it when the factor was right (or was never checked).
 */
export async function reserveFactorAttempt(
  db: Database,
  userId: string,
  what: string,
): Promise<RateLimitReservation> {
  const reservation = await reserveRateLimits(db, [
    { key: `fresh-check:failures:${userId}`, rule: FAILURES_PER_ACCOUNT },
  ]);
  if (reservation.refused) throw tooManyAttempts(what, reservation.refused.retryAfterSeconds);
  return reservation;
}
