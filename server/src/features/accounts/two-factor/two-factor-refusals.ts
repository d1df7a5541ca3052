import { SECURITY_MESSAGES } from '@titletrust/shared';
import { isAPIError } from 'better-auth/api';
import { AppError } from '../../../platform/app-error';

const wrong = (path: string, message: string) =>
  new AppError('VALIDATION_FAILED', message, [{ path, message }]);

/**
 * Better Auth's two-factor refusals in our words, each on the field the person typed into. Anything
 * else is not a refusal and goes on as the error it is.
 */
export function twoFactorRefusal(error: unknown): unknown {
  if (!isAPIError(error)) return error;
  const code = (error.body as { code?: string } | undefined)?.code;
  switch (code) {
    case 'INVALID_CODE':
      return wrong('code', SECURITY_MESSAGES.wrongCode);
    case 'INVALID_BACKUP_CODE':
      return wrong('recoveryCode', SECURITY_MESSAGES.wrongRecoveryCode);
    case 'INVALID_PASSWORD':
      return wrong('password', SECURITY_MESSAGES.wrongPassword);
    case 'INVALID_TWO_FACTOR_COOKIE':
      return new AppError('UNAUTHENTICATED', SECURITY_MESSAGES.signInExpired);
    case 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE':
      return new AppError('RATE_LIMITED', SECURITY_MESSAGES.tooManyCodesThisSignIn);
    case 'ACCOUNT_TEMPORARILY_LOCKED':
      return new AppError('RATE_LIMITED', SECURITY_MESSAGES.tooManyCodesOnAccount, undefined, {
        retryAfterSeconds: 15 * 60,
      });
    case 'TOTP_ALREADY_ENABLED':
      return new AppError('CONFLICT', SECURITY_MESSAGES.twoFactorAlreadyOn);
    case 'TOTP_NOT_ENABLED':
    case 'TWO_FACTOR_NOT_ENABLED':
    case 'BACKUP_CODES_NOT_ENABLED':
      return new AppError('CONFLICT', SECURITY_MESSAGES.twoFactorNotOn);
    default:
      // A recovery code used by two requests at once: the loser is told to try again.
      if (error.statusCode === 409) return new AppError('CONFLICT', error.message);
      return error;
  }
}
