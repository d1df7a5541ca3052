import { ACCOUNT_MESSAGES, type SessionUser } from '@titletrust/shared';
import { AppError } from '../../platform/app-error';
import { enforceRateLimits } from '../../platform/rate-limit';
import { sendVerificationEmail, type VerificationMailDeps } from './send-verification-email';

/** A few resends cover a lost or filtered e-mail; more would make us a mail cannon. */
const RESENDS_PER_ACCOUNT = { limit: 3, windowSeconds: 60 * 60 };
const RESENDS_PER_IP = { limit: 10, windowSeconds: 60 * 60 };

/** Sends a new verification link to the signed-in user's own address (the /profile notice). */
export async function requestEmailVerification(
  deps: VerificationMailDeps,
  viewer: SessionUser,
  context: { ip: string },
): Promise<string> {
  if (viewer.emailVerified) throw new AppError('CONFLICT', ACCOUNT_MESSAGES.emailAlreadyVerified);
  // A wallet account's address is a placeholder until its profile is completed.
  if (viewer.profileStatus === 'incomplete') {
    throw new AppError('CONFLICT', ACCOUNT_MESSAGES.completeProfileFirst);
  }
  await enforceRateLimits(deps.db, 'verification emails', [
    { key: `email-verification:user:${viewer.id}`, rule: RESENDS_PER_ACCOUNT },
    { key: `email-verification:ip:${context.ip}`, rule: RESENDS_PER_IP },
  ]);
  await sendVerificationEmail(deps, viewer);
  return ACCOUNT_MESSAGES.verificationLinkSent;
}
