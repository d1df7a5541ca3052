import { ACCOUNT_MESSAGES, type SessionUser } from '@titletrust/shared';
import { isAPIError } from 'better-auth/api';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import {
  clearRateLimit,
  hitRateLimit,
  peekRateLimit,
  tooManyAttempts,
} from '../../platform/rate-limit';
import type { Auth } from './auth';
import { loadSessionUser } from './load-session-user';

const WINDOW = 15 * 60;
/** Any one address may try this often, whatever the account. */
const ATTEMPTS_PER_IP = { limit: 60, windowSeconds: WINDOW };
/** Wrong passwords for one account from one address: the usual brute-force shape. */
const FAILURES_PER_ACCOUNT_AND_IP = { limit: 5, windowSeconds: WINDOW };
/**
 * Wrong passwords for one account from everywhere: only a distributed attack reaches this. The
 * owner is then asked to wait at most one window, never locked out for good.
 */
const FAILURES_PER_ACCOUNT = { limit: 50, windowSeconds: WINDOW };

const invalidCredentials = () =>
  new AppError('UNAUTHENTICATED', ACCOUNT_MESSAGES.invalidCredentials);

/**
 * Signs in with e-mail and password. Every failure (unknown e-mail, wrong password, malformed
 * input) answers the same message, and Better Auth hashes a password even for an unknown e-mail,
 * so neither words nor timing tell whether an account exists.
 */
export async function signIn(
  deps: { db: Database; auth: Auth },
  input: { email: string; password: string; rememberMe: boolean },
  context: { headers: Headers; ip: string },
): Promise<{ user: SessionUser; cookies: Headers }> {
  const email = input.email.trim().toLowerCase();
  const accountAndIpKey = `sign-in:failures:${email}:${context.ip}`;
  const accountKey = `sign-in:failures:${email}`;

  const perIp = await hitRateLimit(deps.db, `sign-in:ip:${context.ip}`, ATTEMPTS_PER_IP);
  if (perIp.exceeded) throw tooManyAttempts('sign-in attempts', perIp.retryAfterSeconds);
  for (const [key, rule] of [
    [accountAndIpKey, FAILURES_PER_ACCOUNT_AND_IP],
    [accountKey, FAILURES_PER_ACCOUNT],
  ] as const) {
    const state = await peekRateLimit(deps.db, key, rule);
    if (state.exceeded) throw tooManyAttempts('failed sign-in attempts', state.retryAfterSeconds);
  }

  try {
    const { headers, response } = await deps.auth.api.signInEmail({
      body: { email, password: input.password, rememberMe: input.rememberMe },
      headers: context.headers,
      returnHeaders: true,
    });
    await clearRateLimit(deps.db, accountAndIpKey);
    return { user: await loadSessionUser(deps.db, response.user), cookies: headers };
  } catch (error) {
    if (!isAPIError(error)) throw error;
    await hitRateLimit(deps.db, accountAndIpKey, FAILURES_PER_ACCOUNT_AND_IP);
    await hitRateLimit(deps.db, accountKey, FAILURES_PER_ACCOUNT);
    throw invalidCredentials();
  }
}
