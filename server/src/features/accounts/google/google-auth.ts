import { roleForAccountType } from '@titletrust/shared';
import { addOAuthServerContext, createAuthMiddleware, getOAuthState } from 'better-auth/api';
import { genericOAuth } from 'better-auth/plugins';
import type { Env } from '../../../config/env';

export const GOOGLE_PROVIDER_ID = 'google';

export const isGoogleConfigured = (env: Pick<Env, 'GOOGLE_CLIENT_ID' | 'GOOGLE_CLIENT_SECRET'>) =>
  !!env.GOOGLE_CLIENT_ID && !!env.GOOGLE_CLIENT_SECRET;

/**
 * Google through its OpenID Connect discovery document (Better Auth's generic OAuth plugin), so
 * the very same code runs against Google and, in tests, against a local OpenID provider: ID
 * tokens verified against the provider's keys, PKCE, nonce binding (decision 007).
 */
export function googlePlugin(
  env: Pick<Env, 'GOOGLE_CLIENT_ID' | 'GOOGLE_CLIENT_SECRET' | 'GOOGLE_DISCOVERY_URL'>,
) {
  if (!isGoogleConfigured(env)) return [];
  return [
    genericOAuth({
      config: [
        {
          providerId: GOOGLE_PROVIDER_ID,
          clientId: env.GOOGLE_CLIENT_ID!,
          clientSecret: env.GOOGLE_CLIENT_SECRET!,
          discoveryUrl: env.GOOGLE_DISCOVERY_URL,
          requireIdTokenVerification: true,
          scopes: ['openid', 'email', 'profile'],
          pkce: true,
        },
      ],
    }),
  ];
}

/**
 * Only our server calls social sign-in (Better Auth's handler is not exposed for it), so the
 * account type it passes rides in the signed OAuth state's server context, never in a query
 * string the browser could change on the way back.
 */
export const passAccountTypeThroughOAuthState = createAuthMiddleware(async (ctx) => {
  if (ctx.path !== '/sign-in/social') return;
  const body = ctx.body as { additionalData?: { accountType?: unknown } } | undefined;
  const accountType = body?.additionalData?.accountType;
  if (accountType === 'client' || accountType === 'professional') {
    await addOAuthServerContext({ accountType });
  }
});

/**
 * The sign-up metadata of an account created by a Google callback, from the account type chosen
 * before the redirect. Undefined for other sign-ups without metadata (a new wallet), whose
 * profile then stays incomplete until the person completes it.
 */
export async function oauthSignUpMetadata(
  name: string,
): Promise<Record<string, unknown> | undefined> {
  const state = await getOAuthState().catch(() => null);
  const accountType = (state?.serverContext as { accountType?: unknown } | undefined)?.accountType;
  if (accountType !== 'client' && accountType !== 'professional') return undefined;
  const role = roleForAccountType(accountType);
  const [firstName, ...rest] = name.trim().split(/\s+/);
  return {
    name,
    first_name: firstName,
    last_name: rest.join(' '),
    user_type: accountType,
    role_title: role,
    role,
    email_verified: true,
  };
}
