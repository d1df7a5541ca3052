import type { BetterAuthPlugin } from 'better-auth';
import { createAuthMiddleware } from 'better-auth/api';
import type { Database } from '../../db/client';
import type { DeviceCookies } from './device-cookie';
import { noteSignInDevice } from './note-sign-in-device';
import { recordAuthEvent } from './record-auth-event';

/** Better Auth's paths that end in a session: every way in, and the two-factor step. */
const SIGN_IN_PATHS = new Set([
  '/sign-up/email',
  '/sign-in/email',
  '/siwe/verify',
  '/callback/:id',
  '/two-factor/verify-totp',
  '/two-factor/verify-backup-code',
]);

/** Headers proxies and CDNs add with the country of the address; no outside look-up is made. */
const COUNTRY_HEADERS = ['cf-ipcountry', 'cloudfront-viewer-country', 'x-vercel-ip-country'];

/** A sign-in from a browser the account had not used before (the owner's alert tells them). */
export interface NewDeviceSignIn {
  userId: string;
  email: string;
  name: string;
  at: Date;
  ipAddress: string | null;
  userAgent: string | null;
  country: string | null;
}

/**
 * After every completed sign-in (a pending two-factor challenge is not one: the plugin has taken
 * its session away by then), counts it for the admin's activity figures, notes the browser, renews
 * its device cookie, and hands a sign-in from a browser the account has not used before to
 * `onNewDevice` (the owner's alert).
 */
export function signInDevicesPlugin(deps: {
  db: Database;
  deviceCookies: DeviceCookies;
  onNewDevice: (signIn: NewDeviceSignIn) => Promise<void>;
}): BetterAuthPlugin {
  return {
    id: 'sign-in-devices',
    hooks: {
      after: [
        {
          matcher: (ctx) => SIGN_IN_PATHS.has(ctx.path ?? ''),
          handler: createAuthMiddleware(async (ctx) => {
            const signedIn = ctx.context.newSession;
            // A session swapped on a request that had one (two-factor turned on) is no sign-in.
            if (!signedIn || ctx.context.session) return;
            const { user, session } = signedIn;
            // A sign-up signs the new account in, and counts as its first sign-in.
            await recordAuthEvent(deps.db, {
              userId: user.id,
              type: 'sign_in',
              ipAddress: session.ipAddress,
              userAgent: session.userAgent,
            });
            const knownDeviceId = deps.deviceCookies.recognise(
              user.email,
              ctx.headers?.get('cookie'),
            );
            const { deviceId, alertOwner } = await noteSignInDevice(deps.db, {
              userId: user.id,
              knownDeviceId,
              ipAddress: session.ipAddress ?? null,
              userAgent: session.userAgent ?? null,
            });
            const cookie = deps.deviceCookies.issue(user.email, { deviceId });
            ctx.setCookie(cookie.name, cookie.value, deps.deviceCookies.attributes);
            if (!alertOwner) return;
            const country =
              COUNTRY_HEADERS.map((name) => ctx.headers?.get(name)).find(Boolean) ?? null;
            await deps.onNewDevice({
              userId: user.id,
              email: user.email,
              name: user.name,
              at: session.createdAt,
              ipAddress: session.ipAddress ?? null,
              userAgent: session.userAgent ?? null,
              country,
            });
          }),
        },
      ],
    },
  };
}
