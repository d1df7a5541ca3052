import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../../config/env';
import { createDojahKycProvider } from './dojah-kyc-provider';
import type { KycProvider } from './kyc-provider';

export type KycEnv = Pick<
  Env,
  'DOJAH_APP_ID' | 'DOJAH_SECRET_KEY' | 'DOJAH_BASE_URL' | 'KYC_MATCH_THRESHOLD'
>;

/**
 * Dojah when its keys are set; otherwise null, meaning "manual review only": an administrator
 * checks the ID and selfie by hand. The logger receives why a check failed (never the NIN).
 */
export function createKycProvider(
  env: KycEnv,
  logger: FastifyBaseLogger | false = false,
): KycProvider | null {
  if (!env.DOJAH_APP_ID || !env.DOJAH_SECRET_KEY) return null;
  return createDojahKycProvider({
    appId: env.DOJAH_APP_ID,
    secretKey: env.DOJAH_SECRET_KEY,
    baseUrl: env.DOJAH_BASE_URL,
    threshold: env.KYC_MATCH_THRESHOLD,
    logger,
  });
}
