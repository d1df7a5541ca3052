import {
  ACCOUNT_MESSAGES,
  DEMO_ACCOUNT_EMAILS,
  roleForAccountType,
  type registerRequestSchema,
  type SessionUser,
} from '@titletrust/shared';
import { isAPIError } from 'better-auth/api';
import type { z } from 'zod';
import { AppError } from '../../platform/app-error';
import { enforceRateLimits } from '../../platform/rate-limit';
import { loadSessionUser } from './load-session-user';
import { sendVerificationEmail, type VerificationMailDeps } from './send-verification-email';

export type RegistrationInput = z.output<ReturnType<typeof registerRequestSchema>>;

const SIGN_UPS_PER_IP = { limit: 10, windowSeconds: 60 * 60 };
/**
 * One address signs up once; a few retries are honest (a lost connection). More is someone
 * probing which addresses have accounts ("User already exists") from many addresses.
 */
const SIGN_UPS_PER_EMAIL = { limit: 5, windowSeconds: 60 * 60 };
const DEMO_EMAILS = new Set(Object.values(DEMO_ACCOUNT_EMAILS));

const userExists = () =>
  new AppError('CONFLICT', ACCOUNT_MESSAGES.userExists, [
    { path: 'email', message: ACCOUNT_MESSAGES.userExists },
  ]);

/**
 * Creates an account, signs it in and e-mails the link that verifies its address (not needed to
 * sign in; it is what makes an ADMIN_EMAILS address an admin). The profile is created by the
 * account-creation hook from the metadata recorded here (spec §7: name, role_title, role,
 * email_verified).
 */
export async function registerAccount(
  deps: VerificationMailDeps,
  input: RegistrationInput,
  context: { headers: Headers; ip: string },
): Promise<{ user: SessionUser; cookies: Headers }> {
  await enforceRateLimits(deps.db, 'sign-up attempts', [
    { key: `sign-up:ip:${context.ip}`, rule: SIGN_UPS_PER_IP },
    { key: `sign-up:email:${input.email}`, rule: SIGN_UPS_PER_EMAIL },
  ]);
  if (DEMO_EMAILS.has(input.email)) throw userExists();

  const role = roleForAccountType(input.accountType);
  const name = `${input.firstName} ${input.lastName}`;
  try {
    const { headers, response } = await deps.auth.api.signUpEmail({
      body: {
        name,
        email: input.email,
        password: input.password,
        rememberMe: true,
        userMetadata: {
          name,
          first_name: input.firstName,
          last_name: input.lastName,
          phone: input.phone,
          user_type: input.accountType,
          role_title: role,
          role,
          email_verified: false,
        },
      },
      headers: context.headers,
      returnHeaders: true,
    });
    // The account exists and is signed in whatever happens to this e-mail: a failure here must
    // not turn the sign-up into an error, and the /profile notice offers to send it again.
    await sendVerificationEmail(deps, response.user).catch(() => undefined);
    return { user: await loadSessionUser(deps.db, response.user), cookies: headers };
  } catch (error) {
    if (isAPIError(error) && String(error.body?.code).startsWith('USER_ALREADY_EXISTS')) {
      throw userExists();
    }
    throw error;
  }
}
