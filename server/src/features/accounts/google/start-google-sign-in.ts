import { WALLET_MESSAGES, type AccountType } from '@titletrust/shared';
import type { Env } from '../../../config/env';
import { AppError } from '../../../platform/app-error';
import type { Auth } from '../auth';
import { GOOGLE_PROVIDER_ID, isGoogleConfigured } from './google-auth';

/** Where Google sends the browser back, whatever happened (Better Auth adds ?error=…). */
const CALLBACK_PAGE = '/auth/callback';

/**
 * Starts Google sign-in: Better Auth builds the authorization URL (state, PKCE, nonce) and sets
 * its state cookie; the chosen account type travels in the signed state (google-auth.ts).
 */
export async function startGoogleSignIn(
  deps: { auth: Auth; env: Env },
  accountType: AccountType | undefined,
  headers: Headers,
): Promise<{ url: string; cookies: Headers }> {
  if (!isGoogleConfigured(deps.env))
    throw new AppError('SERVICE_UNAVAILABLE', WALLET_MESSAGES.googleFailed);
  try {
    const { headers: cookies, response } = await deps.auth.api.signInSocial({
      body: {
        provider: GOOGLE_PROVIDER_ID,
        callbackURL: CALLBACK_PAGE,
        newUserCallbackURL: CALLBACK_PAGE,
        errorCallbackURL: CALLBACK_PAGE,
        disableRedirect: true,
        additionalData: accountType ? { accountType } : undefined,
      },
      headers,
      returnHeaders: true,
    });
    if (!response.url) throw new Error('no authorization URL');
    return { url: response.url, cookies };
  } catch {
    throw new AppError('SERVICE_UNAVAILABLE', WALLET_MESSAGES.googleFailed);
  }
}
