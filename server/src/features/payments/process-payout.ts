import { formatMoney, PAGES } from '@titletrust/shared';
import { eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { bankAccounts, payouts, type PayoutState } from '../../db/schema';
import { available, EXTERNAL, postEntry, withdrawalHold } from '../ledger';
import { notify } from '../notifications';
import {
  PaymentsProviderError,
  type PaymentsProvider,
  type ProviderTransfer,
} from './providers/payments-provider';

type PayoutRow = typeof payouts.$inferSelect;

/** What the job does next: nothing, ask again soon, or ask once more later for a reversal. */
export type PayoutStep = 'done' | 'pending' | 'watch_reversal';

const lockPayout = async (tx: Tx, id: string) =>
  (await tx.select().from(payouts).where(eq(payouts.id, id)).for('update'))[0];

const accountText = async (tx: Tx, row: PayoutRow) => {
  const [account] = await tx
    .select({ number: bankAccounts.accountNumber, name: bankAccounts.resolvedName })
    .from(bankAccounts)
    .where(eq(bankAccounts.id, row.bankAccountId));
  return `${account!.name}, ${account!.number}`;
};

/**
 * Books one verdict on a payout, under its row lock and only from the state it expects, each
 * journal entry unique per payout and kind: paid (hold → out), failed (hold → back to available),
 * reversed after paid (out → back to available), reversed before we saw it paid (hold → back).
 */
async function book(
  db: Database,
  id: string,
  from: PayoutState[],
  verdict: Pick<ProviderTransfer, 'status' | 'reason'>,
): Promise<PayoutState | undefined> {
  return db.transaction(async (tx) => {
    const row = await lockPayout(tx, id);
    if (!row || !from.includes(row.state)) return row?.state;
    const amount = formatMoney(row.amountMinor, 'NGN');
    const base = { currency: 'NGN' as const, userId: row.userId, payoutId: row.id };
    const to = await accountText(tx, row);
    if (verdict.status === 'success') {
      await postEntry(tx, {
        ...base,
        kind: 'withdrawal_complete',
        lines: [
          { account: withdrawalHold(row.userId), amount: -row.amountMinor },
          { account: EXTERNAL, amount: row.amountMinor },
        ],
        memo: `Paid to ${to}`,
      });
      await tx
        .update(payouts)
        .set({ state: 'paid', paidAt: sql`now()`, updatedAt: sql`now()` })
        .where(eq(payouts.id, id));
      await notify(tx, [
        {
          userId: row.userId,
          type: 'payout_paid',
          title: 'Payout paid',
          body: `${amount} was paid to ${to}.`,
          href: PAGES.payouts.path,
          email: true,
        },
      ]);
      return 'paid';
    }
    const reversed = verdict.status === 'reversed';
    const wasPaid = row.state === 'paid';
    await postEntry(tx, {
      ...base,
      kind: 'withdrawal_return',
      lines: [
        { account: wasPaid ? EXTERNAL : withdrawalHold(row.userId), amount: -row.amountMinor },
        { account: available(row.userId), amount: row.amountMinor },
      ],
      memo: reversed ? `Payout reversed by the bank (${to})` : `Payout failed (${to})`,
    });
    const reason = verdict.reason ?? (reversed ? 'Reversed by the bank' : 'Refused by the bank');
    await tx
      .update(payouts)
      .set(
        reversed
          ? {
              state: 'reversed',
              reversedAt: sql`now()`,
              failureReason: reason,
              updatedAt: sql`now()`,
            }
          : { state: 'failed', failedAt: sql`now()`, failureReason: reason, updatedAt: sql`now()` },
      )
      .where(eq(payouts.id, id));
    await notify(tx, [
      {
        userId: row.userId,
        type: reversed ? 'payout_reversed' : 'payout_failed',
        title: reversed ? 'Payout reversed: the money is back' : 'Payout failed: the money is back',
        body: `${amount} to ${to} ${reversed ? 'was reversed by the bank' : 'could not be paid'} (${reason}). It is back in your available balance.`,
        href: PAGES.payouts.path,
        email: true,
      },
    ]);
    return reversed ? 'reversed' : 'failed';
  });
}

/**
 * Moves a payout forward, for the payouts job. Requested: the transfer is sent under the
 * payout's id as its reference (a retried job never sends twice) and the payout is processing.
 * Processing: the provider is asked and its verdict booked. Paid: asked once more for a late
 * reversal. A provider outage throws, for the job to retry; only a refused send returns the money
 * at once.
 */
export async function processPayout(
  deps: { db: Database; provider: PaymentsProvider },
  id: string,
): Promise<PayoutStep> {
  const { db, provider } = deps;
  const [row] = await db.select().from(payouts).where(eq(payouts.id, id));
  if (!row) return 'done';

  if (row.state === 'requested') {
    const [account] = await db
      .select()
      .from(bankAccounts)
      .where(eq(bankAccounts.id, row.bankAccountId));
    let sent: ProviderTransfer;
    try {
      sent = await provider.sendTransfer({
        reference: row.id,
        amountMinor: row.amountMinor,
        currency: 'NGN',
        recipient: account!.recipientCode!,
        reason: 'TitleTrust payout',
      });
    } catch (error) {
      if (error instanceof PaymentsProviderError && error.permanent) {
        await book(db, id, ['requested'], { status: 'failed', reason: error.message });
        return 'done';
      }
      throw error;
    }
    await db
      .update(payouts)
      .set({
        state: 'processing',
        processingAt: sql`now()`,
        providerTransferCode: sent.transferCode,
        updatedAt: sql`now()`,
      })
      .where(sql`${payouts.id} = ${id} AND ${payouts.state} = 'requested'`);
    return settle(deps, id, ['processing'], sent);
  }
  if (row.state === 'processing' || row.state === 'paid')
    return settle(deps, id, [row.state], await provider.verifyTransfer(row.id));
  return 'done';
}

async function settle(
  deps: { db: Database; provider: PaymentsProvider },
  id: string,
  from: PayoutState[],
  transfer: ProviderTransfer,
): Promise<PayoutStep> {
  if (transfer.status === 'pending') return from.includes('paid') ? 'done' : 'pending';
  if (from.includes('paid') && transfer.status === 'success') return 'watch_reversal';
  const state = await book(deps.db, id, from, transfer);
  return state === 'paid' && deps.provider.reversalCheckAfterSeconds !== null
    ? 'watch_reversal'
    : 'done';
}
