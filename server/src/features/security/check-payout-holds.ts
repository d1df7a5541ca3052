import {
  PAYOUT_HOLD_MESSAGES,
  SECURITY_MESSAGES,
  type WithdrawalWaitReasonCode,
} from '@titletrust/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { accountHolds } from '../../db/schema';
import { AppError } from '../../platform/app-error';

/**
 * Refuses money leaving an account (a naira payout, a USDC withdrawal) while its payouts are
 * frozen by a "This wasn't me" report, or while withdrawals wait after a password reset or an
 * e-mail change. Call it in the movement's own transaction.
 *
 * It locks the account's holds row, making one when there is none (a no-op update on conflict
 * still takes the row lock and reads the newest row): a freeze that committed first is seen,
 * and a freeze that comes while this movement runs waits for it to commit, so a racing payout
 * can never slip past a freeze.
 */
export async function checkPayoutHolds(tx: Tx, userId: string): Promise<void> {
  const [holds] = await tx
    .insert(accountHolds)
    .values({ userId })
    .onConflictDoUpdate({ target: accountHolds.userId, set: { userId: sql`excluded.user_id` } })
    .returning({
      frozenAt: accountHolds.payoutsFrozenAt,
      waitUntil: accountHolds.withdrawalsWaitUntil,
      waitReason: accountHolds.withdrawalsWaitReason,
      waiting: sql<boolean>`coalesce(${accountHolds.withdrawalsWaitUntil} > now(), false)`,
    });
  if (holds?.frozenAt) throw new AppError('PAYOUTS_FROZEN', SECURITY_MESSAGES.payoutsFrozen);
  if (holds?.waiting && holds.waitUntil)
    throw new AppError(
      'PAYOUT_HELD',
      PAYOUT_HOLD_MESSAGES.withdrawalsWait(
        holds.waitUntil,
        (holds.waitReason ?? 'password_reset') as WithdrawalWaitReasonCode,
      ),
    );
}

/**
 * Refuses a payout to a destination (a bank account, an address) added less than
 * PAYOUT_HOLD_HOURS ago, naming when it may receive: whoever took over an account and added
 * their own destination cannot be paid before the owner has had the e-mail and time to act.
 */
export function refuseYoungDestination(
  receivesFrom: Date,
  refusal: { message: (receivesFrom: Date) => string; field: string },
  now: Date = new Date(),
): void {
  if (receivesFrom.getTime() <= now.getTime()) return;
  const message = refusal.message(receivesFrom);
  throw new AppError('PAYOUT_HELD', message, [{ path: refusal.field, message }]);
}
