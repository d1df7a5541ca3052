import { ACCOUNT_MESSAGES } from '@titletrust/shared';
import { isAPIError } from 'better-auth/api';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { enforceRateLimits } from '../../platform/rate-limit';
import type { Auth } from './auth';

/**
 * Tokens are far too long to guess; this bounds the password hashing one address can make us do
 * and the noise of someone trying anyway.
 */
const RESETS_PER_IP = { limit: 10, windowSeconds: 15 * 60 };

/**
 * Sets a new password from a reset link. The link works once and for 30 minutes; every session
 * of the account ends (Better Auth's revokeSessionsOnPasswordReset), so a thief holding an old
 * session is out. Following the e-mailed link also proves the address (auth.ts marks it verified).
 */
export async function resetPassword(
  deps: { db: Database; auth: Auth },
  input: { token: string; password: string },
  context: { ip: string },
): Promise<string> {
  await enforceRateLimits(deps.db, 'password reset attempts', [
    { key: `password-reset:submit:ip:${context.ip}`, rule: RESETS_PER_IP },
  ]);
  try {
    await deps.auth.api.resetPassword({
      body: { token: input.token, newPassword: input.password },
    });
  } catch (error) {
    if (isAPIError(error)) {
      throw new AppError('VALIDATION_FAILED', ACCOUNT_MESSAGES.resetLinkInvalid, [
        { path: 'token', message: ACCOUNT_MESSAGES.resetLinkInvalid },
      ]);
    }
    throw error;
  }
  return ACCOUNT_MESSAGES.passwordChanged;
}
