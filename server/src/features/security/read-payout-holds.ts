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
  const waitUntil = holds?.waiting ? holds.waitUntil : null;
  return {
    frozen: !!holds?.frozenAt,
    frozenAt: holds?.frozenAt?.toISOString() ?? null,
    withdrawalsWaitUntil: waitUntil?.toISOString() ?? null,
    withdrawalsWaitReason: waitUntil
      ? ((holds?.waitReason ?? 'password_reset') as WithdrawalWaitReasonCode)
      : null,
  };
}
