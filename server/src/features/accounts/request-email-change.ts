import { ACCOUNT_CHANGE_MESSAGES, ACCOUNT_MESSAGES, type SessionUser } from '@titletrust/shared';
import { isAPIError } from 'better-auth/api';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { enforceRateLimits } from '../../platform/rate-limit';
import type { Auth } from './auth';

/** Each request e-mails an address the caller typed: few, so we are nobody's mail cannon. */
const CHANGES_PER_ACCOUNT = { limit: 3, windowSeconds: 60 * 60 };
const CHANGES_PER_IP = { limit: 10, windowSeconds: 60 * 60 };

const sameEmail = () =>
  new AppError('VALIDATION_FAILED', ACCOUNT_CHANGE_MESSAGES.sameEmail, [
    { path: 'newEmail', message: ACCOUNT_CHANGE_MESSAGES.sameEmail },
  ]);

/**
 * Asks to move a signed-in account (a fresh-check route) to a new e-mail address, through Better
 * Auth's changeEmail: it e-mails a signed link to the new address (auth.ts, send-email-change-
 * link.ts), and the address changes only when that link is opened (complete-email-change.ts).
 * An address another account uses gets the same answer and no e-mail, so the form tells no one
 * who has an account.
 */
export async function requestEmailChange(
  deps: { db: Database; auth: Auth },
  viewer: SessionUser,
  newEmail: string,
  context: { headers: Headers; ip: string },
): Promise<string> {
  // A wallet account's address is a placeholder until its profile is completed.
  if (viewer.profileStatus === 'incomplete') {
    throw new AppError('CONFLICT', ACCOUNT_MESSAGES.completeProfileFirst);
  }
  if (newEmail === viewer.email.toLowerCase()) throw sameEmail();
  await enforceRateLimits(deps.db, 'e-mail address changes', [
    { key: `email-change:user:${viewer.id}`, rule: CHANGES_PER_ACCOUNT },
    { key: `email-change:ip:${context.ip}`, rule: CHANGES_PER_IP },
  ]);
  try {
    await deps.auth.api.changeEmail({ body: { newEmail }, headers: context.headers });
  } catch (error) {
    // Better Auth's own check of the same rule (its words are not ours).
    if (isAPIError(error) && error.message === 'Email is the same') throw sameEmail();
    throw error;
  }
  return ACCOUNT_CHANGE_MESSAGES.emailChangeSent(newEmail);
}
