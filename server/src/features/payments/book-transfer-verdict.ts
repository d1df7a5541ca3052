import { formatMoney, PAGES, PAYMENTS_MESSAGES } from '@titletrust/shared';
import { eq, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { bankAccounts, payouts, type PayoutState } from '../../db/schema';
import { available, EXTERNAL, postEntry, withdrawalHold } from '../ledger';
import { notify, notifyAdmins } from '../notifications';
import type { ProviderTransfer } from './providers/payments-provider';

type PayoutRow = typeof payouts.$inferSelect;
type Verdict = Pick<ProviderTransfer, 'status' | 'reason'> & { transferCode?: string };

const lockPayout = async (tx: Tx, id: string) =>
  (await tx.select().from(payouts).where(eq(payouts.id, id)).for('update'))[0];

const accountText = async (tx: Tx, row: PayoutRow) => {
  const [account] = await tx
    .select({ number: bankAccounts.accountNumber, name: bankAccounts.resolvedName })
    .from(bankAccounts)
    .where(eq(bankAccounts.id, row.bankAccountId));
  return `${account!.name}, ${account!.number}`;
};

/** The transfer was made at the provider: the payout is processing, with the provider's code. */
export async function markSent(db: Database, id: string, transfer: ProviderTransfer) {
  await db
    .update(payouts)
    .set({
      state: 'processing',
      processingAt: sql`now()`,
      providerTransferCode: transfer.transferCode || null,
      updatedAt: sql`now()`,
    })
    .where(sql`${payouts.id} = ${id} AND ${payouts.state} = 'requested'`);
}

/**
 * A transfer still under way (`pending`, `received`, `otp`): the payout stays processing with the
 * provider's word. The first time that word is `otp`, the admins are told what to do; a payout
 * asked about again while it waits tells them nothing new.
 */
export async function noteTransferWaiting(db: Database, id: string, verdict: Verdict) {
  await db.transaction(async (tx) => {
    const row = await lockPayout(tx, id);
    if (!row || row.state !== 'processing' || row.providerStatus === verdict.status) return;
    await tx
      .update(payouts)
      .set({ providerStatus: verdict.status, updatedAt: sql`now()` })
      .where(eq(payouts.id, id));
    if (verdict.status === 'otp')
      await notifyAdmins(tx, {
        type: 'payout_needs_otp',
        title: 'A payout waits for Paystack’s OTP',
        body: PAYMENTS_MESSAGES.transferNeedsOtp(formatMoney(row.amountMinor, 'NGN')),
        href: PAGES.adminPayments.path,
        email: true,
      });
  });
}

/**
 * Books one verdict on a payout, under its row lock and only from the state it expects, each
 * journal entry unique per payout and kind: paid (hold → out), failed, abandoned, blocked or
 * rejected (hold → back to available), reversed after paid (out → back to available), reversed
 * before we saw it paid (hold → back). A reversal is told to the professional and the admins.
 */
export async function bookTransferVerdict(
  db: Database,
  id: string,
  from: PayoutState[],
  verdict: Verdict,
): Promise<PayoutState | undefined> {
  return db.transaction(async (tx) => {
    const row = await lockPayout(tx, id);
    if (!row || !from.includes(row.state)) return row?.state;
    const amount = formatMoney(row.amountMinor, 'NGN');
    const base = { currency: 'NGN' as const, userId: row.userId, payoutId: row.id };
    const to = await accountText(tx, row);
    const seen = {
      providerStatus: verdict.status,
      providerTransferCode: row.providerTransferCode ?? (verdict.transferCode || null),
      updatedAt: sql`now()`,
    };
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
        .set({
          ...seen,
          state: 'paid',
          processingAt: row.processingAt ?? sql`now()`,
          paidAt: sql`now()`,
        })
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
          ? { ...seen, state: 'reversed', reversedAt: sql`now()`, failureReason: reason }
          : { ...seen, state: 'failed', failedAt: sql`now()`, failureReason: reason },
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
    // Money we had counted as gone came back: the admins look at why (and at the provider's
    // balance, which the daily check compares with the books).
    if (reversed)
      await notifyAdmins(tx, {
        type: 'payout_reversed',
        title: 'A payout was reversed',
        body: `${amount} to ${to} was reversed${wasPaid ? ' after it was paid' : ''} (${reason}); it is back in the professional's available balance.`,
        href: PAGES.adminPayments.path,
      });
    return reversed ? 'reversed' : 'failed';
  });
}
