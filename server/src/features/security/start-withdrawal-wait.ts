import { PAYOUT_HOLD_HOURS } from '@titletrust/shared';
import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { accountHolds } from '../../db/schema';

export type WithdrawalWaitReason = 'password_reset' | 'email_change';

/**
 * After a password reset or an e-mail change, withdrawals wait 24 hours: whoever took over the
 * mailbox or the password cannot take the money before the real owner notices the e-mail.
 */
export async function startWithdrawalWait(
  db: Database | Tx,
  userId: string,
  reason: WithdrawalWaitReason,
): Promise<void> {
  const until = sql`now() + make_interval(hours => ${PAYOUT_HOLD_HOURS})`;
  await db
    .insert(accountHolds)
    .values({ userId, withdrawalsWaitUntil: until, withdrawalsWaitReason: reason })
    .onConflictDoUpdate({
      target: accountHolds.userId,
      set: { withdrawalsWaitUntil: until, withdrawalsWaitReason: reason, updatedAt: sql`now()` },
    });
}
