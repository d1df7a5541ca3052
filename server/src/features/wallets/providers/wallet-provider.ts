/** A wallet as the provider created it (spec §7: data.wallets[0]). */
export interface ProviderWallet {
  id: string;
  address: string;
  state: string;
  blockchain: string;
  accountType: string;
  custodyType: string;
  walletSetId: string | null;
}

export interface WalletBalances {
  /** micro-USDC */
  usdc: bigint;
  /** the native token in wei */
  native: bigint;
}

/**
 * Who creates and holds custodial wallets: Circle's developer-controlled wallets, or the local
 * test-network custodian. createWallet is idempotent: the same key always yields the same wallet.
 */
export interface WalletProvider {
  readonly name: 'circle' | 'local';
  readonly blockchain: string;
  createWallet(input: { idempotencyKey: string; refId: string }): Promise<ProviderWallet>;
  getBalances(wallet: { id: string; address: string }): Promise<WalletBalances>;
  /** A cheap authenticated call: is the provider reachable and are our credentials good? */
  checkHealth(): Promise<string>;
}

/** The provider failed or did not answer; the caller keeps the wallet pending and retries. */
export class WalletProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'WalletProviderError';
  }
}

/** The provider has no wallet with that id. */
export class WalletNotFoundError extends WalletProviderError {
  constructor(walletId: string) {
    super(`No wallet with id ${walletId} at the provider.`);
    this.name = 'WalletNotFoundError';
  }
}

export const NETWORK_LABELS: Record<string, { network: string; nativeSymbol: string }> = {
  'MATIC-AMOY': { network: 'Polygon Amoy testnet', nativeSymbol: 'POL' },
  MATIC: { network: 'Polygon', nativeSymbol: 'POL' },
  'ETH-SEPOLIA': { network: 'Ethereum Sepolia testnet', nativeSymbol: 'ETH' },
  ETH: { network: 'Ethereum', nativeSymbol: 'ETH' },
};
