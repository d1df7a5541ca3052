import { ACCOUNT_MESSAGES } from '@titletrust/shared';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { enforceRateLimits } from '../../platform/rate-limit';
import type { Auth } from './auth';

const REQUESTS_PER_IP = { limit: 10, windowSeconds: 60 * 60 };
const REQUESTS_PER_EMAIL = { limit: 5, windowSeconds: 60 * 60 };
/**
 * Known and unknown addresses take different paths (only one writes an e-mail); answering no
 * sooner than this keeps response times from telling them apart.
 */
const MINIMUM_RESPONSE_MS = 400;

/**
 * Sends a single-use reset link if the address has an account. The answer is the same either way
 * (spec §8 wording), so the form cannot be used to find out who has an account.
 */
export async function requestPasswordReset(
  deps: { db: Database; auth: Auth },
  email: string,
  context: { headers: Headers; ip: string },
): Promise<string> {
  const started = Date.now();
  await enforceRateLimits(deps.db, 'password reset requests', [
    { key: `password-reset:ip:${context.ip}`, rule: REQUESTS_PER_IP },
    { key: `password-reset:email:${email}`, rule: REQUESTS_PER_EMAIL },
  ]);
  try {
    await deps.auth.api.requestPasswordReset({ body: { email }, headers: context.headers });
  } catch {
    throw new AppError('SERVICE_UNAVAILABLE', ACCOUNT_MESSAGES.resetEmailFailed);
  } finally {
    const remaining = MINIMUM_RESPONSE_MS - (Date.now() - started);
    if (remaining > 0) await new Promise((resolve) => setTimeout(resolve, remaining));
  }
  return ACCOUNT_MESSAGES.resetLinkSent;
}
