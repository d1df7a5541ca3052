import {
  destinationReceivesFrom,
  formatMoney,
  PAYMENTS_MESSAGES,
  PAYOUT_HOLD_MESSAGES,
  type Payout,
} from '@titletrust/shared';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { bankAccounts, payouts } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { available, postEntry, withdrawalHold } from '../ledger';
import { checkPayoutHolds, refuseYoungDestination } from '../security';
import { toPayout } from './payout-view';

/**
 * A professional withdraws naira to their bank account: the amount moves from available to a
 * hold at once (so it cannot be spent twice), and a job sends the transfer after commit
 * (process-payout.ts). Only an account whose name matched, or an admin approved, is paid; never
 * while payouts are frozen or wait after a password reset, nor to an account saved less than
 * PAYOUT_HOLD_HOURS ago. Those holds are read in this transaction, under the holds row's lock.
 */
export async function requestPayout(
  tx: Tx,
  provider: { name: 'local' | 'paystack' },
  userId: string,
  request: { amountMinor: bigint; bankAccountId: string },
): Promise<Payout> {
  const [account] = await tx
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.id, request.bankAccountId), eq(bankAccounts.userId, userId)));
  if (!account) throw new AppError('NOT_FOUND', 'No bank account of yours with that id.');
  await checkPayoutHolds(tx, userId);
  if (account.state === 'needs_approval' || !account.recipientCode)
    throw new AppError('VALIDATION_FAILED', PAYMENTS_MESSAGES.bankAccountNotPayable, [
      { path: 'bankAccountId', message: PAYMENTS_MESSAGES.bankAccountNotPayable },
    ]);
  refuseYoungDestination(destinationReceivesFrom(account.createdAt), {
    message: PAYOUT_HOLD_MESSAGES.bankAccountHeld,
    field: 'bankAccountId',
  });
  const [payout] = await tx
    .insert(payouts)
    .values({
      userId,
      bankAccountId: account.id,
      provider: provider.name,
      amountMinor: request.amountMinor,
      currency: 'NGN',
      state: 'requested',
    })
    .returning();
  await postEntry(tx, {
    kind: 'withdrawal_hold',
    currency: 'NGN',
    lines: [
      { account: available(userId), amount: -request.amountMinor },
      { account: withdrawalHold(userId), amount: request.amountMinor },
    ],
    userId,
    payoutId: payout!.id,
    memo: `To ${account.resolvedName}, ${account.accountNumber}`,
    shortMessage: (short) =>
      `You can withdraw at most ${formatMoney(request.amountMinor - short, 'NGN')}: that is your available naira.`,
  });
  return toPayout(payout!, account);
}
