import { and, eq } from 'drizzle-orm';
import type { Env } from '../../config/env';
import type { Database } from '../../db/client';
import { idempotencyKeys } from '../../db/schema';
import type { Tx } from '../../platform/lifecycle';
import type { ProviderTransfer, WalletProvider } from '../wallets/providers/wallet-provider';
import { creditDeposit } from './credit-deposit';
import { liveWalletOf } from './custodial-wallet-of';

const TEST_NETWORKS = /AMOY|SEPOLIA|FUJI|DEVNET|TESTNET/i;

/** Free test USDC exists only in demo mode, on a test network. */
export const faucetEnabled = (
  env: Pick<Env, 'DEMO_MODE'>,
  provider: Pick<WalletProvider, 'blockchain'>,
) => env.DEMO_MODE && TEST_NETWORKS.test(provider.blockchain);

/** A key this user already spent: its stored answer is replayed (or the reuse refused). */
async function keySpent(db: Database, userId: string, key: string) {
  const [spent] = await db
    .select({ key: idempotencyKeys.key })
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.key, key)));
  return spent !== undefined;
}

const providerKey = (userId: string, idempotencyKey: string) =>
  `faucet:${userId}:${idempotencyKey}`;

/**
 * The faucet's first step, before the money transaction and outside it: the provider puts new
 * test USDC into the user's custodial wallet, under a key derived from the request's
 * Idempotency-Key, so a retry never mints twice. Outside, because the provider needs a pooled
 * connection of its own (the local custodian) or an HTTP call (Circle): made inside, enough
 * simultaneous faucet calls each held a connection while waiting for a second one, exhausting
 * the pool until every one of them failed. A key already spent mints nothing.
 */
export async function mintTestFunds(
  db: Database,
  provider: WalletProvider,
  userId: string,
  request: { amountMicros: bigint; idempotencyKey: string },
): Promise<ProviderTransfer | null> {
  if (await keySpent(db, userId, request.idempotencyKey)) return null;
  const wallet = await liveWalletOf(db, userId);
  return provider.requestTestFunds({
    walletId: wallet.providerWalletId,
    address: wallet.address,
    amountMicros: request.amountMicros,
    idempotencyKey: providerKey(userId, request.idempotencyKey),
  });
}

/**
 * The second step, in the money transaction: when the provider settled at once, the deposit is
 * credited (once per provider transfer); otherwise it is credited when it is seen arriving.
 */
export async function creditTestFunds(
  tx: Tx,
  provider: Pick<WalletProvider, 'name'>,
  userId: string,
  received: ProviderTransfer | null,
) {
  if (!received || received.state !== 'COMPLETE') return null;
  const { transfer } = await creditDeposit(tx, {
    userId,
    provider: provider.name,
    providerTransferId: received.id,
    amountMicros: received.amountMicros,
    source: 'faucet',
    txHash: received.txHash,
  });
  return transfer;
}

/**
 * Both steps for callers without concurrency (the demo seeding): mint, then credit in the
 * caller's transaction.
 */
export async function requestTestFunds(
  tx: Tx,
  provider: WalletProvider,
  userId: string,
  request: { amountMicros: bigint; idempotencyKey: string },
) {
  const wallet = await liveWalletOf(tx, userId);
  const received = await provider.requestTestFunds({
    walletId: wallet.providerWalletId,
    address: wallet.address,
    amountMicros: request.amountMicros,
    idempotencyKey: providerKey(userId, request.idempotencyKey),
  });
  return creditTestFunds(tx, provider, userId, received);
}
