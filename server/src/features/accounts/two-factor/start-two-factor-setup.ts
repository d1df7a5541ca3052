import type { TwoFactorSetup } from '@titletrust/shared';
import type { Auth } from '../auth';
import { twoFactorRefusal } from './two-factor-refusals';

/**
 * Begins turning two-factor on: Better Auth makes the secret and the recovery codes (with the
 * password, when the account has one) but keeps two-factor off until a first code confirms the
 * app holds the secret. Starting again replaces an unconfirmed secret.
 */
export async function startTwoFactorSetup(
  auth: Auth,
  password: string | undefined,
  headers: Headers,
): Promise<TwoFactorSetup> {
  try {
    const answer = await auth.api.enableTwoFactor({
      body: { password, method: 'totp' },
      headers,
    });
    if (answer.method !== 'totp') throw new Error('Better Auth answered a setup for e-mail codes');
    return {
      totpUri: answer.totpURI,
      key: new URL(answer.totpURI).searchParams.get('secret') ?? '',
      recoveryCodes: answer.backupCodes,
    };
  } catch (error) {
    throw twoFactorRefusal(error);
  }
}
