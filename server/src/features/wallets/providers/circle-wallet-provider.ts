import { parseUnits, NATIVE_DECIMALS, USDC_DECIMALS } from '@titletrust/shared';
import {
  initiateDeveloperControlledWalletsClient,
  type Blockchain,
} from '@circle-fin/developer-controlled-wallets';
import type { Env } from '../../../config/env';
import {
  WalletNotFoundError,
  WalletProviderError,
  type ProviderWallet,
  type WalletProvider,
} from './wallet-provider';

type CircleEnv = Pick<
  Env,
  | 'CIRCLE_API_KEY'
  | 'CIRCLE_ENTITY_SECRET'
  | 'CIRCLE_WALLET_SET_ID'
  | 'CIRCLE_BASE_URL'
  | 'CIRCLE_BLOCKCHAIN'
  | 'CIRCLE_TIMEOUT_MS'
>;

/** The SDK sets no timeout of its own; a provider that hangs must not hang a sign-up. */
async function withTimeout<T>(
  work: Promise<T>,
  ms: number,
  what: string,
  notFoundId?: string,
): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new WalletProviderError(`Circle did not answer ${what} within ${ms} ms`)),
          ms,
        );
      }),
    ]);
  } catch (error) {
    if (error instanceof WalletProviderError) throw error;
    // The SDK's errors carry the HTTP status of Circle's answer.
    if ((error as { status?: number }).status === 404 && notFoundId) {
      throw new WalletNotFoundError(notFoundId);
    }
    // The SDK's errors carry the HTTP status of Circle's answer.
    if ((error as { status?: number }).status === 404 && notFoundId)
      throw new WalletNotFoundError(notFoundId);
    throw new WalletProviderError(
      `Circle refused ${what}: ${error instanceof Error ? error.message : String(error)}`,
      {
        cause: error,
      },
    );
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Circle developer-controlled wallets through the official SDK, on the server only: the SDK
 * encrypts the entity secret with Circle's public key for every request (the secret never
 * reaches a browser), and each wallet is created with our idempotency key.
 */
export function createCircleWalletProvider(env: CircleEnv): WalletProvider {
  const client = initiateDeveloperControlledWalletsClient({
    apiKey: env.CIRCLE_API_KEY!,
    entitySecret: env.CIRCLE_ENTITY_SECRET!,
    baseUrl: env.CIRCLE_BASE_URL,
  });
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
  };
}
