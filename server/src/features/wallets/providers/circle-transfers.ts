import { formatUnits, parseUnits, USDC_DECIMALS } from '@titletrust/shared';
import type {
  CreateTransferTransactionInput,
  TestnetBlockchain,
  Transaction,
  TransactionState,
} from '@circle-fin/developer-controlled-wallets';
import { withTimeout, type CircleClient, type CircleEnv } from './circle-client';
import { WalletProviderError, type ProviderTransfer, type WalletProvider } from './wallet-provider';

const FAILED_STATES = new Set<TransactionState>(['FAILED', 'CANCELLED', 'DENIED']);

/** Circle's lifecycle folded into ours: STUCK, QUEUED, SENT, CONFIRMED… are all still pending. */
function stateOf(state: TransactionState): ProviderTransfer['state'] {
  if (state === 'COMPLETE') return 'COMPLETE';
  return FAILED_STATES.has(state) ? 'FAILED' : 'PENDING';
}

/** Circle's listing pages hold at most 50; 20 pages cover a day of deposits with room to spare. */
const PAGE_SIZE = 50;
const MAX_PAGES = 20;

/**
 * Money in and out of Circle wallets through the SDK. Only USDC counts: Circle reports a
 * transaction's token by id, so each id is looked up once and compared with the configured USDC
 * contract; anything else that lands in a wallet is reported as asset OTHER and never credited.
 */
export function createCircleTransfers(
  client: CircleClient,
  env: Pick<CircleEnv, 'CIRCLE_BLOCKCHAIN' | 'CIRCLE_TIMEOUT_MS' | 'CIRCLE_USDC_TOKEN_ADDRESS'>,
): Pick<
  WalletProvider,
  'requestTestFunds' | 'createTransfer' | 'getTransfer' | 'listInboundTransfers'
> {
  const blockchain = env.CIRCLE_BLOCKCHAIN;
  const timeout = env.CIRCLE_TIMEOUT_MS;
  const usdcAddress = env.CIRCLE_USDC_TOKEN_ADDRESS.toLowerCase();
  const usdcByTokenId = new Map<string, boolean>();

  async function isUsdc(tokenId: string | undefined): Promise<boolean> {
    if (!tokenId) return false;
    const known = usdcByTokenId.get(tokenId);
    if (known !== undefined) return known;
    const response = await withTimeout(client.getToken({ id: tokenId }), timeout, 'a token lookup');
    const token = response.data?.token;
    const usdc =
      !!token &&
      token.blockchain === blockchain &&
      token.tokenAddress?.toLowerCase() === usdcAddress;
    usdcByTokenId.set(tokenId, usdc);
    return usdc;
  }

  async function toProviderTransfer(transaction: Transaction): Promise<ProviderTransfer> {
    const usdc = await isUsdc(transaction.tokenId);
    const amount = transaction.amounts?.[0] ?? '0';
    const amountMinor = usdc ? parseUnits(amount, USDC_DECIMALS) : 0n;
    if (amountMinor === undefined)
      throw new WalletProviderError(`Circle sent an unreadable amount: ${amount}`);
    const state = stateOf(transaction.state);
    return {
      id: transaction.id,
      walletId: transaction.walletId ?? '',
      direction: transaction.transactionType === 'INBOUND' ? 'inbound' : 'outbound',
      asset: usdc ? 'USDC' : 'OTHER',
      amountMinor,
      state,
      txHash: transaction.txHash || null,
      destinationAddress: transaction.destinationAddress ?? null,
      failureReason:
        state === 'FAILED'
          ? transaction.errorReason || transaction.errorDetails || transaction.state
          : null,
      createdAt: new Date(transaction.createDate),
    };
  }

  return {
    async requestTestFunds({ address }) {
      // Circle's faucet drips a fixed amount and settles on-chain later: the deposit arrives by
      // webhook or poll, credited under the transaction id Circle gives it. The faucet takes no
      // idempotency key; our route's Idempotency-Key keeps a retried request from asking twice.
      await withTimeout(
        client.requestTestnetTokens({
          address,
          blockchain: blockchain as TestnetBlockchain,
          usdc: true,
        }),
        timeout,
        'a faucet request',
      );
      return null;
    },

    async createTransfer({ idempotencyKey, walletId, destinationAddress, amountMinor }) {
      // The SDK's types forbid `blockchain` next to `walletId`, but Circle's API asks for it with
      // a token address (it names the token's chain), so the request is typed by hand.
      const request = {
        idempotencyKey,
        walletId,
        destinationAddress,
        amount: [formatUnits(amountMinor, USDC_DECIMALS)],
        tokenAddress: env.CIRCLE_USDC_TOKEN_ADDRESS,
        blockchain,
        fee: { type: 'level', config: { feeLevel: 'MEDIUM' } },
      } as unknown as CreateTransferTransactionInput;
      const response = await withTimeout(client.createTransaction(request), timeout, 'a transfer');
      const created = response.data;
      if (!created?.id) throw new WalletProviderError('Circle answered without a transaction');
      const state = stateOf(created.state);
      return {
        id: created.id,
        walletId,
        direction: 'outbound',
        asset: 'USDC',
        amountMinor,
        state,
        txHash: null,
        destinationAddress,
        failureReason: state === 'FAILED' ? created.state : null,
        createdAt: new Date(),
      };
    },

    async getTransfer(id) {
      const response = await withTimeout(
        client.getTransaction({ id }),
        timeout,
        'a transfer lookup',
      );
      const transaction = response.data?.transaction;
      if (!transaction) throw new WalletProviderError(`Circle answered without transaction ${id}`);
      return toProviderTransfer(transaction);
    },

    async listInboundTransfers({ since }) {
      const transfers: ProviderTransfer[] = [];
      let pageAfter: string | undefined;
      // Newest first; pageAfter walks towards older ones until `since` (Circle's `from`) ends it.
      for (let page = 0; page < MAX_PAGES; page++) {
        const response = await withTimeout(
          client.listTransactions({
            txType: 'INBOUND',
            blockchain: blockchain as Transaction['blockchain'],
            from: since.toISOString(),
            pageSize: PAGE_SIZE,
            ...(pageAfter ? { pageAfter } : {}),
          }),
          timeout,
          'a transfer listing',
        );
        const transactions = response.data?.transactions ?? [];
        for (const transaction of transactions) {
          const transfer = await toProviderTransfer(transaction);
          if (transfer.asset === 'USDC') transfers.push(transfer);
        }
        if (transactions.length < PAGE_SIZE) break;
        pageAfter = transactions.at(-1)!.id;
      }
      return transfers;
    },
  };
}
