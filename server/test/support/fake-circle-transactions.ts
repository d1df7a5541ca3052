import { randomBytes, randomUUID } from 'node:crypto';
import { formatUnits, parseUnits } from '@titletrust/shared';

/** What the fake answers: a status and, unless 204, a JSON body. */
export interface FakeAnswer {
  status: number;
  body?: unknown;
}

export interface FakeWallet {
  id: string;
  address: string;
  blockchain: string;
  walletSetId: string;
  refId?: string;
  /** Decimal strings, as Circle reports balances. */
  usdc: string;
  native: string;
}

interface FakeToken {
  id: string;
  blockchain: string;
  tokenAddress?: string;
  symbol: string;
  name: string;
  decimals: number;
  isNative: boolean;
}

/** Circle's USDC on Polygon Amoy (our default CIRCLE_USDC_TOKEN_ADDRESS) and two others. */
export const FAKE_TOKENS = {
  usdc: {
    id: '7adb2b7d-c9cd-5164-b2d4-b73b088274dc',
    blockchain: 'MATIC-AMOY',
    tokenAddress: '0x41e94eb019c0762f9bfcf9fb1e58725bfb0e7582',
    symbol: 'USDC',
    name: 'USDC',
    decimals: 6,
    isNative: false,
  },
  eurc: {
    id: '9a3f1ea1-5c2b-4f0e-8a7d-3f3c0b6f1e42',
    blockchain: 'MATIC-AMOY',
    tokenAddress: '0x6d9f1b5d0f3ba8b9b2bf6a8f4c1a4e2b7c9d0e11',
    symbol: 'EURC',
    name: 'EURC',
    decimals: 6,
    isNative: false,
  },
  pol: {
    id: 'e4f549f9-a910-59b1-b5cd-8f972871f5db',
    blockchain: 'MATIC-AMOY',
    symbol: 'POL',
    name: 'Polygon-POL',
    decimals: 18,
    isNative: true,
  },
} satisfies Record<string, FakeToken>;

/** Circle's testnet faucet drips a fixed amount whatever was asked. */
export const FAUCET_DRIP_USDC = '10';

export type TransferOutcome = 'complete' | 'failed' | 'pending';

export interface FakeTransaction {
  id: string;
  walletId: string;
  blockchain: string;
  transactionType: 'INBOUND' | 'OUTBOUND';
  state: string;
  tokenId: string;
  amounts: string[];
  sourceAddress?: string;
  destinationAddress: string;
  txHash?: string;
  errorReason?: string;
  idempotencyKey?: string;
  custodyType: 'DEVELOPER';
  createDate: string;
  updateDate: string;
  /** For an outbound transfer: how it ends when it is next read. */
  outcome?: TransferOutcome;
  seq: number;
}

const PENDING = new Set(['INITIATED', 'QUEUED', 'SENT', 'CONFIRMED']);
const minor = (amount: string) => parseUnits(amount, 6)!;
const usdcString = (units: bigint) => formatUnits(units, 6);
const txHash = () => `0x${randomBytes(32).toString('hex')}`;

/**
 * The money half of the fake Circle: transactions (inbound drips and deposits, outbound
 * transfers idempotent by key), their listing with Circle's filters and paging, and tokens.
 * An outbound transfer starts INITIATED; the outcome set for new transfers decides whether it
 * is COMPLETE or FAILED when next read, or stays SENT until the test settles it.
 */
export function createFakeTransactions(wallets: Map<string, FakeWallet>) {
  const transactions = new Map<string, FakeTransaction>();
  const byIdempotencyKey = new Map<string, FakeTransaction>();
  let nextOutcome: TransferOutcome = 'complete';
  let seq = 0;

  const record = (
    fields: Omit<FakeTransaction, 'id' | 'seq' | 'createDate' | 'updateDate' | 'custodyType'>,
  ) => {
    const now = new Date().toISOString();
    const transaction: FakeTransaction = {
      id: randomUUID(),
      custodyType: 'DEVELOPER',
      createDate: now,
      updateDate: now,
      seq: seq++,
      ...fields,
    };
    transactions.set(transaction.id, transaction);
    return transaction;
  };

  const walletByAddress = (address: string) =>
    [...wallets.values()].find((w) => w.address.toLowerCase() === address.toLowerCase());

  /** Tokens arriving in one of the fake's wallets from outside (a deposit on-chain). */
  function receive(walletId: string, amount: string, token: FakeToken = FAKE_TOKENS.usdc) {
    const wallet = wallets.get(walletId)!;
    if (token.id === FAKE_TOKENS.usdc.id)
      wallet.usdc = usdcString(minor(wallet.usdc) + minor(amount));
    return record({
      walletId,
      blockchain: wallet.blockchain,
      transactionType: 'INBOUND',
      state: 'COMPLETE',
      tokenId: token.id,
      amounts: [amount],
      sourceAddress: `0x${randomBytes(20).toString('hex')}`,
      destinationAddress: wallet.address,
      txHash: txHash(),
    });
  }

  function settle(id: string, state: 'COMPLETE' | 'FAILED', errorReason?: string) {
    const transaction = transactions.get(id)!;
    if (!PENDING.has(transaction.state)) return transaction;
    const wallet = wallets.get(transaction.walletId)!;
    transaction.updateDate = new Date().toISOString();
    if (state === 'COMPLETE') {
      transaction.state = 'COMPLETE';
      const recipient = walletByAddress(transaction.destinationAddress);
      if (recipient) receive(recipient.id, transaction.amounts[0]!);
    } else {
      // The amount reserved at creation goes back to the wallet.
      wallet.usdc = usdcString(minor(wallet.usdc) + minor(transaction.amounts[0]!));
      transaction.state = 'FAILED';
      transaction.errorReason = errorReason ?? 'INSUFFICIENT_NATIVE_TOKEN';
    }
    return transaction;
  }

  /** What a read shows: a transfer whose outcome is decided settles when it is first read. */
  function read(transaction: FakeTransaction) {
    if (PENDING.has(transaction.state) && transaction.outcome && transaction.outcome !== 'pending')
      settle(transaction.id, transaction.outcome === 'complete' ? 'COMPLETE' : 'FAILED');
    else if (transaction.state === 'INITIATED') transaction.state = 'SENT';
    const { seq: _seq, outcome: _outcome, idempotencyKey: _key, ...shown } = transaction;
    return shown;
  }

  function drip(body: Record<string, unknown>): FakeAnswer {
    if (typeof body.address !== 'string' || typeof body.blockchain !== 'string')
      return { status: 400, body: { code: 2, message: 'address and blockchain are required' } };
    const wallet = walletByAddress(body.address);
    if (wallet && body.usdc === true) receive(wallet.id, FAUCET_DRIP_USDC);
    return { status: 204 };
  }

  function createTransfer(body: Record<string, unknown>): FakeAnswer {
    const key = String(body.idempotencyKey);
    const existing = byIdempotencyKey.get(key);
    if (existing)
      return { status: 201, body: { data: { id: existing.id, state: existing.state } } };
    const wallet = wallets.get(String(body.walletId));
    if (!wallet) return { status: 404, body: { code: 156002, message: 'Wallet not found' } };
    const usdc =
      typeof body.tokenAddress === 'string' &&
      body.tokenAddress.toLowerCase() === FAKE_TOKENS.usdc.tokenAddress &&
      body.blockchain === wallet.blockchain;
    if (!usdc) return { status: 400, body: { code: 2, message: 'Unknown token or blockchain' } };
    const amount = (body.amounts as string[] | undefined)?.[0];
    const units = amount === undefined ? undefined : parseUnits(amount, 6);
    if (!units || units <= 0n || body.feeLevel === undefined)
      return { status: 400, body: { code: 2, message: 'Invalid amounts or fee' } };
    if (minor(wallet.usdc) < units)
      return { status: 400, body: { code: 155201, message: 'Insufficient token balance' } };
    wallet.usdc = usdcString(minor(wallet.usdc) - units); // reserved until it settles
    const transaction = record({
      walletId: wallet.id,
      blockchain: wallet.blockchain,
      transactionType: 'OUTBOUND',
      state: 'INITIATED',
      tokenId: FAKE_TOKENS.usdc.id,
      amounts: [amount!],
      sourceAddress: wallet.address,
      destinationAddress: String(body.destinationAddress),
      txHash: txHash(),
      idempotencyKey: key,
      outcome: nextOutcome,
    });
    byIdempotencyKey.set(key, transaction);
    return { status: 201, body: { data: { id: transaction.id, state: transaction.state } } };
  }

  function list(query: URLSearchParams): FakeAnswer {
    const from = query.get('from');
    const pageSize = Number(query.get('pageSize') ?? 10);
    const matching = [...transactions.values()]
      .filter((t) => !query.get('txType') || t.transactionType === query.get('txType'))
      .filter((t) => !query.get('blockchain') || t.blockchain === query.get('blockchain'))
      .filter((t) => !from || t.createDate >= new Date(from).toISOString())
      .sort((a, b) => b.seq - a.seq); // newest first, as Circle lists
    const after = query.get('pageAfter');
    const start = after ? matching.findIndex((t) => t.id === after) + 1 : 0;
    return {
      status: 200,
      body: { data: { transactions: matching.slice(start, start + pageSize).map(read) } },
    };
  }

  function get(id: string): FakeAnswer {
    const transaction = transactions.get(id);
    if (!transaction)
      return { status: 404, body: { code: 156003, message: 'Transaction not found' } };
    return { status: 200, body: { data: { transaction: read(transaction) } } };
  }

  function token(id: string): FakeAnswer {
    const found = Object.values(FAKE_TOKENS).find((t) => t.id === id);
    if (!found) return { status: 404, body: { code: 156004, message: 'Token not found' } };
    const now = new Date().toISOString();
    return {
      status: 200,
      body: { data: { token: { ...found, createDate: now, updateDate: now } } },
    };
  }

  return {
    transactions,
    receive,
    settle,
    /** How transfers created from now on end. */
    setTransferOutcome: (outcome: TransferOutcome) => void (nextOutcome = outcome),
    /** Circle's transaction for our idempotency key (at most one, however often it was sent). */
    byIdempotencyKey: (key: string) => byIdempotencyKey.get(key),
    drip,
    createTransfer,
    list,
    get,
    token,
  };
}
