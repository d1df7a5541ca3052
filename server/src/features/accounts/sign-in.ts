import { ACCOUNT_MESSAGES, type SessionUser } from '@titletrust/shared';
import { isAPIError } from 'better-auth/api';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/app-error';
import {
  clearRateLimit,
  hitRateLimit,
  reserveRateLimits,
  tooManyAttempts,
} from '../../platform/rate-limit';
import type { Auth } from './auth';
import type { DeviceCookies } from './device-cookie';
import { loadSessionUser } from './load-session-user';

const WINDOW = 15 * 60;
/**
 * Every attempt from one address, successes included: only a bound on the password hashing one
 * address can ask for, generous enough for a whole office or mobile carrier behind one address.
 */
const ATTEMPTS_PER_IP = { limit: 600, windowSeconds: WINDOW };
/** Wrong passwords from one address, whatever the account: credential stuffing's shape. */
const FAILURES_PER_IP = { limit: 60, windowSeconds: WINDOW };
/** Wrong passwords for one account from one address: the usual brute-force shape. */
const FAILURES_PER_ACCOUNT_AND_IP = { limit: 5, windowSeconds: WINDOW };
/**
 * Wrong passwords for one account from everywhere: only a distributed attack reaches this. A
 * browser the owner signed in from before (device cookie) is exempt, so the attack cannot lock
 * the owner out there; new browsers wait at most one window.
 */
const FAILURES_PER_ACCOUNT = { limit: 50, windowSeconds: WINDOW };
/** Wrong passwords through one device cookie, from anywhere: a stolen cookie buys little. */
const FAILURES_PER_DEVICE = { limit: 10, windowSeconds: WINDOW };

const invalidCredentials = () =>
  new AppError('UNAUTHENTICATED', ACCOUNT_MESSAGES.invalidCredentials);

/**
 * Signs in with e-mail and password. Every failure (unknown e-mail, wrong password, malformed
 * input) answers the same message, and Better Auth hashes a password even for an unknown e-mail,
 * so neither words nor timing tell whether an account exists. Each attempt takes its failure
 * slots before the password is checked, so a burst of parallel guesses gets no more tries than
 * the limits allow; a successful attempt gives its slots back. No user means the account's
 * second step (two-factor) is still to come.
 */
export async function signIn(
  deps: { db: Database; auth: Auth; deviceCookies: DeviceCookies },
  input: { email: string; password: string; rememberMe: boolean },
  context: { headers: Headers; ip: string },
): Promise<{ user: SessionUser | null; cookies: Headers }> {
  const email = input.email.trim().toLowerCase();
  const accountAndIpKey = `sign-in:failures:${email}:${context.ip}`;

  const perIp = await hitRateLimit(deps.db, `sign-in:ip:${context.ip}`, ATTEMPTS_PER_IP);
  if (perIp.exceeded) throw tooManyAttempts('sign-in attempts', perIp.retryAfterSeconds);

  const device = deps.deviceCookies.recognise(email, context.headers.get('cookie'));
  const reservation = await reserveRateLimits(deps.db, [
    { key: `sign-in:failures:ip:${context.ip}`, rule: FAILURES_PER_IP },
    { key: accountAndIpKey, rule: FAILURES_PER_ACCOUNT_AND_IP },
    device
      ? { key: `sign-in:failures:device:${device}`, rule: FAILURES_PER_DEVICE }
      : { key: `sign-in:failures:${email}`, rule: FAILURES_PER_ACCOUNT },
  ]);
  if (reservation.refused) {
    throw tooManyAttempts('failed sign-in attempts', reservation.refused.retryAfterSeconds);
  }

  let signedIn;
  try {
    signedIn = await deps.auth.api.signInEmail({
      body: { email, password: input.password, rememberMe: input.rememberMe },
      headers: context.headers,
      returnHeaders: true,
    });
  } catch (error) {
    // A wrong password keeps its slots: they are the failure counts.
    if (isAPIError(error)) throw invalidCredentials();
    // Anything else (the database, say) was not a guess, so it does not count against anyone.
    await reservation.release();
    throw error;
  }
  await reservation.release();
  await clearRateLimit(deps.db, accountAndIpKey);
  const { headers, response } = signedIn;
  // The password was right; an account with two-factor on (on a browser it does not trust) now
  // holds a pending challenge cookie instead of a session, and the code page finishes it.
  if ('twoFactorRedirect' in response) return { user: null, cookies: headers };
  headers.append('set-cookie', deps.deviceCookies.issue(email));
  return { user: await loadSessionUser(deps.db, response.user), cookies: headers };
}
