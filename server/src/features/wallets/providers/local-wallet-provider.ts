import { randomBytes } from 'node:crypto';
import { and, eq, gte, sql } from 'drizzle-orm';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import type { Database } from '../../../db/client';
import { localCustodyTransfers, localCustodyWallets } from '../../../db/schema';
import { decryptSecret, encryptSecret } from './custody-encryption';
import {
  WalletNotFoundError,
  WalletProviderError,
  type ProviderTransfer,
  type ProviderWallet,
  type WalletProvider,
} from './wallet-provider';

const BLOCKCHAIN = 'MATIC-AMOY';

function toProviderWallet(row: { id: string; address: string }): ProviderWallet {
  return {
    id: row.id,
    address: row.address,
    state: 'LIVE',
    blockchain: BLOCKCHAIN,
    accountType: 'EOA',
    custodyType: 'LOCAL',
    walletSetId: null,
  };
}

type TransferRow = typeof localCustodyTransfers.$inferSelect;

function toProviderTransfer(row: TransferRow): ProviderTransfer {
  return {
    id: row.id,
    walletId: row.walletId,
    direction: row.direction,
    // The local custodian only knows test USDC.
    asset: 'USDC',
    amountMinor: row.amountMinor,
    state: row.state,
    txHash: row.txHash,
    destinationAddress: row.destinationAddress,
    failureReason: row.failureReason,
    createdAt: row.createdAt,
  };
}

/** A transaction hash of the local test network (it is not on any public chain). */
const localTxHash = () => `0x${randomBytes(32).toString('hex')}`;

/**
 * A payout settles this long after it was sent, as a chain confirms a transaction: long enough to
 * be seen pending, short enough for a demo.
 */
export const LOCAL_SETTLE_MS = 2_000;

/**
 * The local test-network custodian, used when Circle is not configured: a real key pair per
 * wallet from viem, the private key sealed with the custody key. Creation is idempotent on the
 * key (a unique column), so a retry or a race returns the wallet made first. Its transfers
 * (faucet deposits, payouts) are recorded in local_custody_transfers; the custody is pooled, so
 * a payout fails only when the custodian as a whole holds too little test USDC.
 */
export function createLocalWalletProvider(
  db: Database,
  custodyKey: Buffer,
  options: { settleAfterMs?: number } = {},
): WalletProvider {
  const settleAfterMs = options.settleAfterMs ?? LOCAL_SETTLE_MS;

  async function findWallet(walletId: string) {
    const [wallet] = await db
      .select({ id: localCustodyWallets.id })
      .from(localCustodyWallets)
      .where(eq(localCustodyWallets.id, walletId));
    if (!wallet) throw new WalletNotFoundError(walletId);
  }

  async function byKey(idempotencyKey: string): Promise<TransferRow> {
    const [row] = await db
      .select()
      .from(localCustodyTransfers)
      .where(eq(localCustodyTransfers.idempotencyKey, idempotencyKey));
    return row!;
  }

  /** A pending payout whose time has come: completed if the custody pool covers it. */
  async function settle(id: string): Promise<TransferRow> {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(localCustodyTransfers)
        .where(eq(localCustodyTransfers.id, id))
        .for('update');
      if (!row || row.state !== 'PENDING') return row!;
      const { rows } = await tx.execute<{ pool: string }>(
        sql`SELECT coalesce(sum(usdc_balance), 0) AS pool FROM local_custody_wallets`,
      );
      const covered = BigInt(rows[0]!.pool) >= row.amountMinor;
      if (covered) {
        await tx
          .update(localCustodyWallets)
          .set({
            usdcBalance: sql`${localCustodyWallets.usdcBalance} - least(${localCustodyWallets.usdcBalance}, ${row.amountMinor})`,
          })
          .where(eq(localCustodyWallets.id, row.walletId));
      }
      const [settled] = await tx
        .update(localCustodyTransfers)
        .set({
          state: covered ? 'COMPLETE' : 'FAILED',
          failureReason: covered ? null : 'The custodian holds too little test USDC',
          settledAt: sql`now()`,
        })
        .where(eq(localCustodyTransfers.id, id))
        .returning();
      return settled!;
    });
  }

  return {
    name: 'local',
    blockchain: BLOCKCHAIN,

    async createWallet({ idempotencyKey }) {
      const [existing] = await db
        .select({ id: localCustodyWallets.id, address: localCustodyWallets.address })
        .from(localCustodyWallets)
        .where(eq(localCustodyWallets.idempotencyKey, idempotencyKey));
      if (existing) return toProviderWallet(existing);

      const privateKey = generatePrivateKey();
      const { address } = privateKeyToAccount(privateKey);
      await db
        .insert(localCustodyWallets)
        .values({
          idempotencyKey,
          address,
          encryptedPrivateKey: encryptSecret(privateKey, custodyKey),
        })
        .onConflictDoNothing({ target: localCustodyWallets.idempotencyKey });
      const [created] = await db
        .select({ id: localCustodyWallets.id, address: localCustodyWallets.address })
        .from(localCustodyWallets)
        .where(eq(localCustodyWallets.idempotencyKey, idempotencyKey));
      return toProviderWallet(created!);
    },

    async getBalances({ id }) {
      const [row] = await db
        .select()
        .from(localCustodyWallets)
        .where(eq(localCustodyWallets.id, id));
      if (!row) throw new WalletNotFoundError(id);
      return { usdc: row.usdcBalance, native: BigInt(row.nativeBalance) };
    },

    async requestTestFunds({ walletId, amountMinor, idempotencyKey }) {
      await findWallet(walletId);
      await db.transaction(async (tx) => {
        const inserted = await tx
          .insert(localCustodyTransfers)
          .values({
            walletId,
            direction: 'inbound',
            amountMinor,
            idempotencyKey,
            state: 'COMPLETE',
            txHash: localTxHash(),
            settledAt: sql`now()`,
          })
          .onConflictDoNothing({ target: localCustodyTransfers.idempotencyKey })
          .returning({ id: localCustodyTransfers.id });
        if (inserted.length > 0)
          await tx
            .update(localCustodyWallets)
            .set({ usdcBalance: sql`${localCustodyWallets.usdcBalance} + ${amountMinor}` })
            .where(eq(localCustodyWallets.id, walletId));
      });
      return toProviderTransfer(await byKey(idempotencyKey));
    },

    async createTransfer({ idempotencyKey, walletId, destinationAddress, amountMinor }) {
      await findWallet(walletId);
      await db
        .insert(localCustodyTransfers)
        .values({
          walletId,
          direction: 'outbound',
          amountMinor,
          destinationAddress,
          idempotencyKey,
          state: 'PENDING',
          txHash: localTxHash(),
        })
        .onConflictDoNothing({ target: localCustodyTransfers.idempotencyKey });
      const row = await byKey(idempotencyKey);
      if (row.walletId !== walletId || row.amountMinor !== amountMinor)
        throw new WalletProviderError('This idempotency key was used for another transfer');
      return toProviderTransfer(row);
    },

    async getTransfer(id) {
      const [row] = await db
        .select()
        .from(localCustodyTransfers)
        .where(eq(localCustodyTransfers.id, id));
      if (!row) throw new WalletProviderError(`No transfer with id ${id} at the local custodian`);
      const due = row.state === 'PENDING' && Date.now() - row.createdAt.getTime() >= settleAfterMs;
      return toProviderTransfer(due ? await settle(id) : row);
    },

    async listInboundTransfers({ since }) {
      const rows = await db
        .select()
        .from(localCustodyTransfers)
        .where(
          and(
            eq(localCustodyTransfers.direction, 'inbound'),
            gte(localCustodyTransfers.createdAt, since),
          ),
        );
      return rows.map(toProviderTransfer);
    },

    async checkHealth() {
      // Decrypting a key proves the custody key still opens what it sealed.
      const [sample] = await db.select().from(localCustodyWallets).limit(1);
      if (sample)
        privateKeyToAccount(decryptSecret(sample.encryptedPrivateKey, custodyKey) as `0x${string}`);
      return sample
        ? 'Local custodian: keys readable with the custody key'
        : 'Local custodian: no wallets yet';
    },
  };
}
