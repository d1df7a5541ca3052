import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  bankAccounts,
  payouts,
  type PayoutState,
  type ProviderTransferStatus,
} from '../../db/schema';
import { bookTransferVerdict, markSent, noteTransferWaiting } from './book-transfer-verdict';
import {
  PaymentsProviderError,
  type PaymentsProvider,
  type ProviderTransfer,
} from './providers/payments-provider';

type PayoutRow = typeof payouts.$inferSelect;
export interface PayoutDeps {
  db: Database;
  provider: PaymentsProvider;
}

/** What the job does next: nothing, ask again soon, or ask once more later for a reversal. */
export type PayoutStep = 'done' | 'pending' | 'watch_reversal';

/** Statuses of a transfer still under way: the payout stays processing. */
const WAITING: readonly ProviderTransferStatus[] = ['pending', 'received', 'otp'];

/**
 * Moves a payout forward, for the payouts job and the provider's webhook. Requested: the
 * transfer is sent once under the payout's id as its reference (sendOnce). Processing: the
 * provider is asked and its verdict booked. Paid: asked again for a late reversal. A provider
 * outage throws, for the job to retry; only a refused send returns the money at once.
 */
export async function processPayout(deps: PayoutDeps, id: string): Promise<PayoutStep> {
  const [row] = await deps.db.select().from(payouts).where(eq(payouts.id, id));
  if (!row) return 'done';
  if (row.state === 'requested') return sendOnce(deps, row);
  if (row.state === 'processing' || row.state === 'paid')
    return settle(deps, id, [row.state], await deps.provider.verifyTransfer(row.id));
  return 'done';
}

/**
 * A payout's transfer is sent at most once without first asking the provider about it. The
 * time of the send is written and committed before the call; a payout that has it and is still
 * requested (the call timed out, the process died, the answer was lost) is looked up by its
 * reference first: found, what the provider says is booked; unknown, it is sent. Taking the
 * send is a compare-and-set on that time, so of two workers only one calls. Should two calls
 * meet anyway, the provider refuses the second reference and answers the first transfer.
 */
async function sendOnce(deps: PayoutDeps, row: PayoutRow): Promise<PayoutStep> {
  const { db, provider } = deps;
  if (row.sendAttemptedAt) {
    const found = await provider.verifyTransfer(row.id).catch((error: unknown) => {
      if (error instanceof PaymentsProviderError && error.notFound) return null;
      throw error;
    });
    if (found) return afterSend(deps, row.id, found);
  }
  // Written from here (a millisecond time, read back exactly) so the compare-and-set matches it.
  const claimed = await db
    .update(payouts)
    .set({ sendAttemptedAt: new Date(), updatedAt: sql`now()` })
    .where(
      and(
        eq(payouts.id, row.id),
        eq(payouts.state, 'requested'),
        row.sendAttemptedAt
          ? eq(payouts.sendAttemptedAt, row.sendAttemptedAt)
          : isNull(payouts.sendAttemptedAt),
      ),
    )
    .returning({ id: payouts.id });
  // Another worker is sending it now: ask again in a moment.
  if (claimed.length === 0) return 'pending';

  const [account] = await db
    .select({ recipientCode: bankAccounts.recipientCode })
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
    // Refused outright: no transfer exists, the money goes back with the reason in our words.
    if (error instanceof PaymentsProviderError && error.permanent) {
      await bookTransferVerdict(db, row.id, ['requested'], {
        status: 'failed',
        reason: error.message,
      });
      return 'done';
    }
    // No answer: it may or may not exist. The payout stays requested; the retry asks first.
    throw error;
  }
  return afterSend(deps, row.id, sent);
}

async function afterSend(deps: PayoutDeps, id: string, transfer: ProviderTransfer) {
  await markSent(deps.db, id, transfer);
  return settle(deps, id, ['processing'], transfer);
}

/**
 * Books what the provider says of a transfer: under way, it stays processing (an `otp` waits for
 * an administrator, so the job stops asking; the sweeper and the webhook still do); `success`
 * pays it; `failed`, `abandoned`, `blocked`, `rejected` and `reversed` return the money.
 */
export async function settle(
  deps: PayoutDeps,
  id: string,
  from: PayoutState[],
  transfer: ProviderTransfer,
): Promise<PayoutStep> {
  if (WAITING.includes(transfer.status)) {
    if (from.includes('paid')) return 'done';
    await noteTransferWaiting(deps.db, id, transfer);
    return transfer.status === 'otp' ? 'done' : 'pending';
  }
  if (from.includes('paid') && transfer.status === 'success') return 'watch_reversal';
  const state = await bookTransferVerdict(deps.db, id, from, transfer);
  return state === 'paid' && deps.provider.reversalCheckAfterSeconds !== null
    ? 'watch_reversal'
    : 'done';
}
