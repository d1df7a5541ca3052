import type { Database } from '../../../db/client';
import { reserveRateLimits, tooManyAttempts } from '../../../platform/rate-limit';
import type { Auth } from '../auth';
import { twoFactorRefusal } from './two-factor-refusals';

/** Wrong codes from one signed-in account, like wrong passwords for one account and address. */
const WRONG_CODES_PER_ACCOUNT = { limit: 5, windowSeconds: 15 * 60 };

/**
 * Checks a code from the authenticator app for the signed-in session (Better Auth's verify-totp,
 * which for a session only checks the code, or, during setup, confirms it and turns two-factor on
 * with a new session). Better Auth counts wrong codes only at sign-in, so this counts them here:
 * each attempt takes a slot first, and a right code gives it back. Answers Better Auth's headers
 * (the new session cookie after a setup).
 */
export async function checkSessionCode(
  deps: { db: Database; auth: Auth },
  userId: string,
  code: string,
  headers: Headers,
): Promise<Headers> {
  const reservation = await reserveRateLimits(deps.db, [
    { key: `two-factor:wrong-codes:${userId}`, rule: WRONG_CODES_PER_ACCOUNT },
  ]);
  if (reservation.refused) {
    throw tooManyAttempts('wrong codes', reservation.refused.retryAfterSeconds);
  }
  try {
    const { headers: answered } = await deps.auth.api.verifyTOTP({
      body: { code },
      headers,
      returnHeaders: true,
    });
    await reservation.release();
    return answered;
  } catch (error) {
    throw twoFactorRefusal(error);
  }
}
