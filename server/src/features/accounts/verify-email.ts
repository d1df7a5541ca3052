import { ACCOUNT_MESSAGES } from '@titletrust/shared';
import { isAPIError } from 'better-auth/api';
import { AppError } from '../../platform/app-error';
import type { Auth } from './auth';

/**
 * Answers the e-mailed verification link. Better Auth checks the token (signature, expiry, that
 * it names this very account) and marks the address verified; its afterEmailVerification hook
 * then runs markEmailVerified. The link does not sign anyone in: it proves the mailbox, not the
 * password.
 */
export async function verifyEmail(auth: Auth, token: string): Promise<string> {
  try {
    await auth.api.verifyEmail({ query: { token } });
  } catch (error) {
    if (isAPIError(error)) {
      throw new AppError('VALIDATION_FAILED', ACCOUNT_MESSAGES.verificationLinkInvalid, [
        { path: 'token', message: ACCOUNT_MESSAGES.verificationLinkInvalid },
      ]);
    }
    throw error;
  }
  return ACCOUNT_MESSAGES.emailVerified;
}
