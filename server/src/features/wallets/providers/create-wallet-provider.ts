import type { Env } from '../../../config/env';
import type { Database } from '../../../db/client';
import { createCircleWalletProvider } from './circle-wallet-provider';
import { createLocalWalletProvider } from './local-wallet-provider';
import type { WalletProvider } from './wallet-provider';

export const isCircleConfigured = (
  env: Pick<Env, 'CIRCLE_API_KEY' | 'CIRCLE_ENTITY_SECRET' | 'CIRCLE_WALLET_SET_ID'>,
) => !!env.CIRCLE_API_KEY && !!env.CIRCLE_ENTITY_SECRET && !!env.CIRCLE_WALLET_SET_ID;

/** Circle when its three settings are present; otherwise the local test-network custodian. */
export function createWalletProvider(env: Env, db: Database, custodyKey: Buffer): WalletProvider {
  return isCircleConfigured(env)
    ? createCircleWalletProvider(env)
    : createLocalWalletProvider(db, custodyKey);
}
