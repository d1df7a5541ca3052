import type { PayoutHolds, WithdrawalWaitReasonCode } from '@titletrust/shared';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accountHolds } from '../../db/schema';

/**
 * What holds the viewer's payouts now, so the withdrawal pages say why and until when before
 * anyone tries: a freeze, or a wait after a password reset or an e-mail change (only while it
 * lasts). New destinations carry their own time (`receivesPayoutsFrom`, `receivesFrom`).
 */
export async function readPayoutHolds(db: Database, userId: string): Promise<PayoutHolds> {
  const [holds] = await db
    .select({
      frozenAt: accountHolds.payoutsFrozenAt,
      waitUntil: accountHolds.withdrawalsWaitUntil,
      waitReason: accountHolds.withdrawalsWaitReason,
      waiting: sql<boolean>`coalesce(${accountHolds.withdrawalsWaitUntil} > now(), false)`,
    })
    .from(accountHolds)
    .where(eq(accountHolds.userId, userId));
  const waiting = !!holds?.waiting && !!holds.waitUntil;
  return {
    frozen: !!holds?.frozenAt,
    frozenAt: holds?.frozenAt?.toISOString() ?? null,
    withdrawalsWaitUntil: waiting ? holds!.waitUntil!.toISOString() : null,
    withdrawalsWaitReason: waiting
      ? ((holds!.waitReason ?? 'password_reset') as WithdrawalWaitReasonCode)
      : null,
  };
}
