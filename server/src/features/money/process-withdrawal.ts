import { formatUsdc } from '@titletrust/shared';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { walletTransfers } from '../../db/schema';
import { available, EXTERNAL, withdrawalHold, postEntry } from '../ledger';
import { notify } from '../notifications';
import { WalletProviderError, type ProviderTransfer, type WalletProvider } from '../wallets';
import { liveWalletOf } from './custodial-wallet-of';

type Outcome = 'complete' | 'failed' | 'pending';

/** The provider's verdict on a payout, booked once: out to the world, or back to the user. */
async function settleWithdrawal(
  db: Database,
  transferId: string,
  verdict: { state: 'COMPLETE' | 'FAILED'; txHash: string | null; failureReason: string | null },
): Promise<Outcome> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(walletTransfers)
      .where(eq(walletTransfers.id, transferId))
      .for('update');
    if (!row || row.state !== 'pending') return row?.state ?? 'failed';
    const complete = verdict.state === 'COMPLETE';
    await postEntry(tx, {
      currency: 'USDC',
      kind: complete ? 'withdrawal_complete' : 'withdrawal_return',
      lines: [
        { account: withdrawalHold(row.userId), amount: -row.amountMinor },
        { account: complete ? EXTERNAL : available(row.userId), amount: row.amountMinor },
      ],
      userId: row.userId,
      transferId: row.id,
      memo: complete ? `Sent to ${row.destinationAddress}` : 'Withdrawal failed: returned',
    });
    await tx
      .update(walletTransfers)
      .set({
        state: complete ? 'complete' : 'failed',
        txHash: verdict.txHash ?? row.txHash,
        failureReason: complete ? null : (verdict.failureReason ?? 'The provider refused it'),
        updatedAt: sql`now()`,
      })
      .where(eq(walletTransfers.id, row.id));
    await notify(tx, [
      complete
        ? {
            userId: row.userId,
            type: 'withdrawal_complete',
            title: 'Withdrawal sent',
            body: `${formatUsdc(row.amountMinor)} was sent to ${row.destinationAddress}.`,
            href: '/wallet/transactions',
            email: true,
          }
        : {
            userId: row.userId,
            type: 'withdrawal_failed',
            title: 'Withdrawal failed: the money is back',
            body: `${formatUsdc(row.amountMinor)} could not be sent (${verdict.failureReason ?? 'refused by the provider'}) and is back in your available balance.`,
            href: '/wallet/transactions',
            email: true,
          },
    ]);
    return complete ? 'complete' : 'failed';
  });
}

/**
 * Moves a pending payout forward: hands it to the provider (with the transfer's own id as the
 * provider's idempotency key, so a retried job never sends twice), then books the provider's
 * verdict. 'pending' means "ask again later"; a provider outage throws, for the job to retry.
 */
export async function processWithdrawal(
  deps: { db: Database; provider: WalletProvider },
  transferId: string,
): Promise<Outcome> {
  const { db, provider } = deps;
  const [row] = await db.select().from(walletTransfers).where(eq(walletTransfers.id, transferId));
  if (!row || row.direction !== 'withdrawal') return 'failed';
  if (row.state !== 'pending') return row.state;

  let sent: ProviderTransfer;
  try {
    if (row.providerTransferId) {
      sent = await provider.getTransfer(row.providerTransferId);
    } else {
      const wallet = await liveWalletOf(db, row.userId);
      sent = await provider.createTransfer({
        idempotencyKey: row.id,
        walletId: wallet.providerWalletId,
        destinationAddress: row.destinationAddress!,
        amountMinor: row.amountMinor,
      });
      await db
        .update(walletTransfers)
        .set({
          providerTransferId: sent.id,
          txHash: sent.txHash,
          attempts: sql`${walletTransfers.attempts} + 1`,
          updatedAt: sql`now()`,
        })
        .where(eq(walletTransfers.id, row.id));
    }
  } catch (error) {
    // Only a refused send returns the money. A refused read says nothing about a payout the
    // provider may already have made, so it stays pending until the provider answers.
    const sendRefused =
      !row.providerTransferId && error instanceof WalletProviderError && error.permanent;
    if (sendRefused)
      return settleWithdrawal(db, row.id, {
        state: 'FAILED',
        txHash: null,
        failureReason: error.message,
      });
    await db
      .update(walletTransfers)
      .set({ attempts: sql`${walletTransfers.attempts} + 1`, updatedAt: sql`now()` })
      .where(eq(walletTransfers.id, row.id));
    throw error;
  }
  if (sent.state === 'PENDING') return 'pending';
  return settleWithdrawal(db, row.id, sent as ProviderTransfer & { state: 'COMPLETE' | 'FAILED' });
}
