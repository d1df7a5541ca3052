import { ACCOUNT_MESSAGES } from '@titletrust/shared';
import { isAPIError } from 'better-auth/api';
import { AppError } from '../../http/app-error';
import type { Auth } from './auth';

/**
 * Sets a new password from a reset link. The link works once and for 30 minutes; every session
 * of the account ends (Better Auth's revokeSessionsOnPasswordReset), so a thief holding an old
 * session is out.
 */
export async function resetPassword(auth: Auth, token: string, password: string): Promise<string> {
  try {
    await auth.api.resetPassword({ body: { token, newPassword: password } });
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
