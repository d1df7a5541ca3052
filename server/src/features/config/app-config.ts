import type { AppConfig } from '@titletrust/shared';
import type { Env } from '../../config/env';
import { isGoogleConfigured } from '../accounts';
import { faucetEnabled } from '../money';
import type { WalletProvider } from '../wallets';

/** What the browser needs to know about this installation (nothing secret): fixed at start. */
export function appConfigOf(env: Env, walletProvider: WalletProvider): AppConfig {
  return {
    demoMode: env.DEMO_MODE,
    platformFeeBps: env.PLATFORM_FEE_BPS,
    googleSignIn: { enabled: isGoogleConfigured(env) },
    faucet: { enabled: faucetEnabled(env, walletProvider) },
    wallet: { chainIds: env.SIWE_CHAIN_IDS, defaultChainId: env.SIWE_CHAIN_IDS[0]! },
  };
}
