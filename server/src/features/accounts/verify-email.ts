import { ACCOUNT_CHANGE_MESSAGES, ACCOUNT_MESSAGES } from '@titletrust/shared';
import { isAPIError } from 'better-auth/api';
import { AppError } from '../../platform/app-error';
import { pgErrorCode } from '../../platform/pg-error-code';
import type { Auth } from './auth';
import { emailChangeOf } from './email-change-token';

/**
 * Answers the e-mailed verification link. Better Auth checks the token (signature, expiry, that
 * it names this very account) and marks the address verified; its afterEmailVerification hook
 * then runs markEmailVerified. The link does not sign anyone in: it proves the mailbox, not the
 * password. A link sent to a new address completes an e-mail change instead
 * (complete-email-change.ts), which records the address it came from.
 */
export async function verifyEmail(auth: Auth, token: string, ip: string): Promise<string> {
  try {
    // No session cookie goes along: whoever is signed in on this browser does not matter.
    await auth.api.verifyEmail({ query: { token }, headers: new Headers({ 'x-client-ip': ip }) });
  } catch (error) {
    if (isAPIError(error)) {
      throw new AppError('VALIDATION_FAILED', ACCOUNT_MESSAGES.verificationLinkInvalid, [
        { path: 'token', message: ACCOUNT_MESSAGES.verificationLinkInvalid },
      ]);
    }
    // An e-mail change whose new address another account took since the link was sent.
    if (pgErrorCode(error) === '23505')
      throw new AppError('CONFLICT', ACCOUNT_MESSAGES.userExists, [
        { path: 'token', message: ACCOUNT_MESSAGES.userExists },
      ]);
    throw error;
  }
  // Better Auth has just verified the token: what it says it changed, it changed.
  return emailChangeOf(token)
    ? ACCOUNT_CHANGE_MESSAGES.emailChanged
    : ACCOUNT_MESSAGES.emailVerified;
}
