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

/** Money moving into or out of a custodial wallet, as the provider records it. */
export interface ProviderTransfer {
  id: string;
  walletId: string;
  direction: 'inbound' | 'outbound';
  /** Only USDC is ours to credit; any other token that lands in a wallet is OTHER (amount 0). */
  asset: 'USDC' | 'OTHER';
  /** micro-USDC */
  amountMinor: bigint;
  state: 'PENDING' | 'COMPLETE' | 'FAILED';
  txHash: string | null;
  destinationAddress: string | null;
  failureReason: string | null;
  createdAt: Date;
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
  /**
   * Test networks only: new test USDC into the wallet. Returns the incoming transfer when the
   * provider settles at once, or null when it arrives later (and is seen by listInboundTransfers).
   */
  requestTestFunds(input: {
    walletId: string;
    address: string;
    amountMinor: bigint;
    idempotencyKey: string;
  }): Promise<ProviderTransfer | null>;
  /** Sends USDC out of a custodial wallet; the same key always names the same transfer. */
  createTransfer(input: {
    idempotencyKey: string;
    walletId: string;
    destinationAddress: string;
    amountMinor: bigint;
  }): Promise<ProviderTransfer>;
  getTransfer(id: string): Promise<ProviderTransfer>;
  /** USDC that arrived in any of our wallets since a moment (for crediting deposits). */
  listInboundTransfers(input: { since: Date }): Promise<ProviderTransfer[]>;
}

/**
 * The provider failed or did not answer; the caller keeps the wallet or transfer pending and
 * retries. `permanent` when it refused the request itself (a retry would be refused again).
 */
export class WalletProviderError extends Error {
  readonly permanent: boolean;
  constructor(message: string, options?: { cause?: unknown; permanent?: boolean }) {
    super(message, options);
    this.name = 'WalletProviderError';
    this.permanent = options?.permanent ?? false;
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
