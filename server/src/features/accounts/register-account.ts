import {
  ACCOUNT_MESSAGES,
  DEMO_ACCOUNT_EMAILS,
  roleForAccountType,
  type registerRequestSchema,
  type SessionUser,
} from '@titletrust/shared';
import { isAPIError } from 'better-auth/api';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { AppError } from '../../http/app-error';
import { hitRateLimit, tooManyAttempts } from '../../platform/rate-limit';
import type { Auth } from './auth';
import { loadSessionUser } from './load-session-user';

export type RegistrationInput = z.output<ReturnType<typeof registerRequestSchema>>;

const SIGN_UPS_PER_IP = { limit: 10, windowSeconds: 60 * 60 };
const DEMO_EMAILS = new Set(Object.values(DEMO_ACCOUNT_EMAILS));

const userExists = () =>
  new AppError('CONFLICT', ACCOUNT_MESSAGES.userExists, [
    { path: 'email', message: ACCOUNT_MESSAGES.userExists },
  ]);

/**
 * Creates an account and signs it in. The profile is created by the account-creation hook from
 * the metadata recorded here (spec §7: name, role_title, role, email_verified).
 */
export async function registerAccount(
  deps: { db: Database; auth: Auth },
  input: RegistrationInput,
  context: { headers: Headers; ip: string },
): Promise<{ user: SessionUser; cookies: Headers }> {
  const limit = await hitRateLimit(deps.db, `sign-up:ip:${context.ip}`, SIGN_UPS_PER_IP);
  if (limit.exceeded) throw tooManyAttempts('sign-up attempts', limit.retryAfterSeconds);
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
    return { user: await loadSessionUser(deps.db, response.user), cookies: headers };
  } catch (error) {
    if (isAPIError(error) && String(error.body?.code).startsWith('USER_ALREADY_EXISTS')) {
      throw userExists();
    }
    throw error;
  }
}
