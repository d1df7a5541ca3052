import { RECOVERY_CODE_COUNT, TRUSTED_DEVICE_DAYS } from '@titletrust/shared';
import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware } from 'better-auth/api';
import { twoFactor } from 'better-auth/plugins';

/** Where a browser finishes a sign-in that still owes its code. */
export const TWO_FACTOR_PAGE = '/sign-in/two-factor';

/**
 * Better Auth's two-factor plugin: authenticator apps (RFC 6238, 6 digits, 30 s), ten recovery
 * codes stored encrypted, "trust this device" for 30 days, and its own limits on wrong codes (five
 * per sign-in challenge, and a 15-minute lock after ten in a row on the account). Accounts without
 * a password (wallet or Google) may turn it on without one.
 */
export function twoFactorPlugin() {
  return twoFactor({
    issuer: 'TitleTrust',
    allowPasswordless: true,
    trustDeviceMaxAge: TRUSTED_DEVICE_DAYS * 24 * 60 * 60,
    backupCodeOptions: { amount: RECOVERY_CODE_COUNT, storeBackupCodes: 'encrypted' },
    accountLockout: { enabled: true, maxFailedAttempts: 10, durationSeconds: 15 * 60 },
  });
}

/** Better Auth's wallet (siwe) verify and OAuth callback paths: sign-ins without a password. */
const OTHER_SIGN_IN_PATHS = new Set(['/siwe/verify', '/callback/:id']);
const OAUTH_CALLBACK_PATH = '/callback/:id';

const asksForCode = (returned: unknown) =>
  typeof returned === 'object' &&
  returned !== null &&
  (returned as { twoFactorRedirect?: unknown }).twoFactorRedirect === true;

/**
 * The plugin asks for the code after a password only; a wallet or Google sign-in must ask too.
 * This applies the plugin's own sign-in check (its after hook: trusted device, or the session
 * swapped for a pending challenge) to those paths, so the three ways in share one second step.
 * Google's callback is a browser redirect, so it goes on to the code page rather than answer JSON.
 */
export function secondFactorOnEverySignIn(
  plugin: ReturnType<typeof twoFactorPlugin>,
  publicUrl: string,
): BetterAuthPlugin {
  const check = plugin.hooks.after[0]!.handler;
  return {
    id: 'second-factor-on-every-sign-in',
    hooks: {
      after: [
        { matcher: (ctx) => OTHER_SIGN_IN_PATHS.has(ctx.path ?? ''), handler: check },
        {
          matcher: (ctx) => ctx.path === OAUTH_CALLBACK_PATH,
          handler: createAuthMiddleware(async (ctx) => {
            if (asksForCode(ctx.context.returned)) {
              throw ctx.redirect(`${publicUrl}${TWO_FACTOR_PAGE}`);
            }
          }),
        },
      ],
    },
  };
}
