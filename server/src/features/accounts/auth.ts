import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { admin } from 'better-auth/plugins';
import type { Env } from '../../config/env';
import type { Database } from '../../db/client';
import {
  accounts,
  sessions,
  twoFactors,
  users,
  verifications,
  walletAddresses,
} from '../../db/schema';
import type { JobQueue } from '../../platform/jobs';
import { hashPassword, verifyPassword } from '../../platform/passwords';
import { passwordResetEmail } from '../../platform/mail/email-templates';
import { queueEmail } from '../../platform/mail/queue-email';
import { emailChangeHooks } from './complete-email-change';
import { ensureProfile } from './ensure-profile';
import { recordSignInFreshCheck } from './fresh-checks/record-sign-in-fresh-check';
import { markEmailVerified } from './mark-email-verified';
import {
  googlePlugin,
  oauthSignUpMetadata,
  passAccountTypeThroughOAuthState,
} from './google/google-auth';
import { createDeviceCookies } from './device-cookie';
import { recordAuthEvent } from './record-auth-event';
import { sendEmailChangeLink } from './send-email-change-link';
import { signInDevicesPlugin, type NewDeviceSignIn } from './sign-in-devices-plugin';
import { secondFactorOnEverySignIn, twoFactorPlugin } from './two-factor/two-factor-plugin';
import { siwePlugin } from './wallet/siwe-plugin';

export const RESET_LINK_MINUTES = 30;
export const VERIFY_LINK_HOURS = 24;
const DAY = 24 * 60 * 60;
/** A remembered session lasts 30 days from its last use, extended at most once a day. */
export const SESSION_SECONDS = { expiresIn: 30 * DAY, updateAge: DAY };

interface AuthDeps {
  env: Env;
  db: Database;
  jobs: JobQueue;
  secret: string;
  /** Runs once per new account, after its profile exists. */
  onAccountCreated: (userId: string) => Promise<void>;
  /**
   * Makes withdrawals wait 24 hours (features/security, wired in services.ts: accounts cannot
   * call security, which calls notifications, which calls accounts).
   */
  startWithdrawalWait: (userId: string, reason: 'password_reset' | 'email_change') => Promise<void>;
  /** A sign-in from a browser the account has not used before: the owner is alerted. */
  onNewDevice: (signIn: NewDeviceSignIn) => Promise<void>;
}

/**
 * Better Auth: e-mail + password with argon2id, Sign-In with Ethereum, Google (when configured),
 * two-factor sign-in after any of them, sessions in httpOnly cookies, the admin plugin's
 * server-side role. Its HTTP handler is exposed
 * only for the OAuth callback: our routes validate with the shared contracts, then call auth.api
 * on the server.
 */
export function createAuth(deps: AuthDeps) {
  const { env, db, jobs, secret, onAccountCreated, startWithdrawalWait, onNewDevice } = deps;
  const adminEmails = new Set(env.ADMIN_EMAILS);
  const twoFactor = twoFactorPlugin();
  return betterAuth({
    appName: 'TitleTrust',
    baseURL: env.PUBLIC_URL,
    basePath: '/api/auth',
    secret,
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        walletAddress: walletAddresses,
        twoFactor: twoFactors,
      },
      transaction: true,
    }),
    telemetry: { enabled: false },
    // Failed sign-ins are expected traffic, counted by our rate limits; only errors are news.
    logger: { level: 'error' },
    rateLimit: { enabled: false },
    advanced: {
      database: { generateId: 'uuid' },
      cookiePrefix: 'titletrust',
      useSecureCookies: env.isProduction,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      // Our routes pass the client address they resolved (trusting proxies only when told to).
      ipAddress: { ipAddressHeaders: ['x-client-ip'] },
    },
    session: SESSION_SECONDS,
    user: {
      additionalFields: { userMetadata: { type: 'json', required: false, input: true } },
      // A link to the new address completes it (request-email-change.ts); never without one.
      changeEmail: { enabled: true, updateEmailWithoutVerification: false },
    },
    emailAndPassword: {
      enabled: true,
      autoSignIn: true,
      minPasswordLength: 8,
      // Our contract allows 128 characters; Better Auth counts UTF-16 units, so give it room.
      maxPasswordLength: 256,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: RESET_LINK_MINUTES * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, token }) => {
        const url = `${env.PUBLIC_URL}/reset-password?token=${encodeURIComponent(token)}`;
        await queueEmail(
          db,
          jobs,
          passwordResetEmail(user.email, user.name, url, RESET_LINK_MINUTES),
        );
      },
      onPasswordReset: async ({ user }) => {
        await recordAuthEvent(db, { userId: user.id, type: 'password_reset' });
        // The reset link came by e-mail: whoever used it reads that mailbox.
        await markEmailVerified(db, user.id, env.ADMIN_EMAILS);
        // That mailbox may not be the owner's any more: withdrawals wait, so they can notice.
        await startWithdrawalWait(user.id, 'password_reset');
      },
    },
    // Our routes send the link (send-verification-email.ts) and answer it (verify-email.ts);
    // verification is not needed to sign in.
    emailVerification: {
      sendOnSignUp: false,
      autoSignInAfterVerification: false,
      expiresIn: VERIFY_LINK_HOURS * 60 * 60,
      sendVerificationEmail: sendEmailChangeLink({
        db,
        jobs,
        publicUrl: env.PUBLIC_URL,
        expiresInHours: VERIFY_LINK_HOURS,
      }),
      afterEmailVerification: async (user) => {
        await markEmailVerified(db, user.id, env.ADMIN_EMAILS);
      },
    },
    plugins: [
      admin({ defaultRole: 'user', adminRoles: ['admin'] }),
      siwePlugin(env),
      ...googlePlugin(env),
      twoFactor,
      secondFactorOnEverySignIn(twoFactor, env.PUBLIC_URL),
      // After the two-factor check, so a sign-in still owing its code is not yet one.
      signInDevicesPlugin({
        db,
        deviceCookies: createDeviceCookies(secret, { secure: env.isProduction }),
        onNewDevice,
      }),
    ],
    hooks: { before: passAccountTypeThroughOAuthState },
    databaseHooks: {
      user: {
        create: {
          before: async (user) => {
            // Bootstrap admins named in ADMIN_EMAILS (server configuration, never user input),
            // and only with an address already proven (Google's verified e-mail); a password
            // sign-up is promoted once its link is followed (markEmailVerified).
            const isAdmin = user.emailVerified && adminEmails.has(user.email.toLowerCase());
            const role = isAdmin ? 'admin' : 'user';
            const userMetadata = user.userMetadata ?? (await oauthSignUpMetadata(user.name));
            return { data: { ...user, role, userMetadata } };
          },
          after: async (user) => {
            await ensureProfile(db, user);
            await recordAuthEvent(db, { userId: user.id, type: 'sign_up' });
            await onAccountCreated(user.id);
          },
        },
        update: emailChangeHooks({
          db,
          jobs,
          adminEmails: env.ADMIN_EMAILS,
          startWithdrawalWait,
        }),
      },
      session: {
        create: {
          after: async (session, context) => {
            // A session opened with the password or the code starts fresh (fresh-checks/).
            await recordSignInFreshCheck(db, session, context?.path);
          },
        },
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
