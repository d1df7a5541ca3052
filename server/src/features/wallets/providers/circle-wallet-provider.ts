import { parseUnits, NATIVE_DECIMALS, USDC_DECIMALS } from '@titletrust/shared';
import type { Blockchain } from '@circle-fin/developer-controlled-wallets';
import { createCircleClient, withTimeout, type CircleEnv } from './circle-client';
import { createCircleTransfers } from './circle-transfers';
import { WalletProviderError, type ProviderWallet, type WalletProvider } from './wallet-provider';

/**
 * Circle developer-controlled wallets through the official SDK, on the server only: the SDK
 * encrypts the entity secret with Circle's public key for every request (the secret never
 * reaches a browser), and each wallet is created with our idempotency key.
 */
export function createCircleWalletProvider(env: CircleEnv): WalletProvider {
  const client = createCircleClient(env);
  const blockchain = env.CIRCLE_BLOCKCHAIN as Blockchain;
  const timeout = env.CIRCLE_TIMEOUT_MS;

  return {
    name: 'circle',
    blockchain,

    async createWallet({ idempotencyKey, refId }) {
      const response = await withTimeout(
        client.createWallets({
          idempotencyKey,
          blockchains: [blockchain],
          count: 1,
          walletSetId: env.CIRCLE_WALLET_SET_ID!,
          accountType: 'EOA',
          metadata: [{ refId }],
        }),
        timeout,
        'wallet creation',
      );
      const wallet = response.data?.wallets?.[0];
      if (!wallet?.id || !wallet.address)
        throw new WalletProviderError('Circle answered without a wallet');
      return {
        id: wallet.id,
        address: wallet.address,
        state: wallet.state,
        blockchain: wallet.blockchain,
        accountType: 'accountType' in wallet ? String(wallet.accountType) : 'EOA',
        custodyType: wallet.custodyType,
        walletSetId: wallet.walletSetId ?? null,
      } satisfies ProviderWallet;
    },

    async getBalances({ id }) {
      const response = await withTimeout(
        client.getWalletTokenBalance({ id }),
        timeout,
        'a balance read',
        id,
      );
      const balances = response.data?.tokenBalances ?? [];
      const amountOf = (
        match: (token: { symbol?: string; isNative?: boolean }) => boolean,
        decimals: number,
      ) => {
        const entry = balances.find((balance) => match(balance.token));
        const units = entry ? parseUnits(entry.amount, entry.token.decimals ?? decimals) : 0n;
        if (units === undefined)
          throw new WalletProviderError(`Circle sent an unreadable amount: ${entry?.amount}`);
        return units;
      };
      return {
        usdc: amountOf((token) => token.symbol === 'USDC' && !token.isNative, USDC_DECIMALS),
        native: amountOf((token) => !!token.isNative, NATIVE_DECIMALS),
      };
    },

    async checkHealth() {
      await withTimeout(client.getPublicKey(), timeout, 'a health check');
      return `Circle at ${env.CIRCLE_BASE_URL}: credentials accepted`;
    },
    ...createCircleTransfers(client, env),
  };
}
