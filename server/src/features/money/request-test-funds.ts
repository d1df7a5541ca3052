import type { Env } from '../../config/env';
import type { Database, Tx } from '../../db/client';
import { runIdempotentAround, type IdempotentRequest } from '../../platform/idempotency';
import type { ProviderTransfer, WalletProvider } from '../wallets';
import { creditDeposit } from './credit-deposit';
import { liveWalletOf } from './custodial-wallet-of';
import { getBalances } from './get-balances';
import { toWalletTransfer } from './wallet-transfer-view';

const TEST_NETWORKS = /AMOY|SEPOLIA|FUJI|DEVNET|TESTNET/i;

/** Free test USDC exists only in demo mode, on a test network. */
export const faucetEnabled = (
  env: Pick<Env, 'DEMO_MODE'>,
  provider: Pick<WalletProvider, 'blockchain'>,
) => env.DEMO_MODE && TEST_NETWORKS.test(provider.blockchain);

const providerKey = (userId: string, idempotencyKey: string) =>
  `faucet:${userId}:${idempotencyKey}`;

/**
 * The provider puts new test USDC into the user's custodial wallet, under a key derived from the
 * request's Idempotency-Key, so a retry never mints twice.
 */
async function mintTestFunds(
  db: Database | Tx,
  provider: WalletProvider,
  userId: string,
  request: { amountMinor: bigint; idempotencyKey: string },
): Promise<ProviderTransfer | null> {
  const wallet = await liveWalletOf(db, userId);
  return provider.requestTestFunds({
    walletId: wallet.providerWalletId,
    address: wallet.address,
    amountMinor: request.amountMinor,
    idempotencyKey: providerKey(userId, request.idempotencyKey),
  });
}

/**
 * When the provider settled at once, the deposit is credited (once per provider transfer);
 * otherwise it is credited when it is seen arriving.
 */
async function creditTestFunds(
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
    amountMinor: received.amountMinor,
    source: 'faucet',
    txHash: received.txHash,
  });
  return transfer;
}

/**
 * The test faucet, once per Idempotency-Key: the key is claimed with its request before the
 * provider mints (outside any transaction: the local custodian needs a pooled connection of its
 * own, and Circle an HTTP call), then the deposit is credited with the answer kept.
 */
export function requestTestFunds(
  db: Database,
  provider: WalletProvider,
  claim: IdempotentRequest,
  amountMinor: bigint,
) {
  return runIdempotentAround(
    db,
    claim,
    () => mintTestFunds(db, provider, claim.userId, { amountMinor, idempotencyKey: claim.key }),
    async (tx, received) => {
      const transfer = await creditTestFunds(tx, provider, claim.userId, received);
      return {
        status: 200,
        body: {
          transfer: transfer ? toWalletTransfer(transfer) : null,
          balances: await getBalances(tx, claim.userId),
        },
      };
    },
  );
}

/** Both steps in the caller's transaction, for the demo seeding (nothing runs alongside it). */
export async function seedTestFunds(
  tx: Tx,
  provider: WalletProvider,
  userId: string,
  request: { amountMinor: bigint; idempotencyKey: string },
) {
  return creditTestFunds(tx, provider, userId, await mintTestFunds(tx, provider, userId, request));
}
