import { PAGES, PAYOUT_HOLD_MESSAGES } from '@titletrust/shared';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { accountHolds, users } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { recordAuditEvent } from '../audit';
import { notify } from '../notifications';

/**
 * An admin lifts a payout freeze once the account is its owner's again, saying why: the reason
 * goes to the audit trail ('payouts.unfrozen') with the freeze it ended, and the owner is told.
 * Never their own: an admin whose account was reported taken over is the last one to trust.
 */
export async function liftPayoutFreeze(
  db: Database,
  lift: { userId: string; adminId: string; reason: string; ipAddress: string | null },
): Promise<void> {
  if (lift.userId === lift.adminId)
    throw new AppError('FORBIDDEN', PAYOUT_HOLD_MESSAGES.cannotLiftOwnFreeze);
  await db.transaction(async (tx) => {
    const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, lift.userId));
    if (!user) throw new AppError('NOT_FOUND', 'No account with that id.');
    const [holds] = await tx
      .select({ frozenAt: accountHolds.payoutsFrozenAt })
      .from(accountHolds)
      .where(eq(accountHolds.userId, lift.userId))
      .for('update');
    if (!holds?.frozenAt) throw new AppError('CONFLICT', PAYOUT_HOLD_MESSAGES.notFrozen);
    await tx
      .update(accountHolds)
      .set({ payoutsFrozenAt: null, updatedAt: sql`now()` })
      .where(eq(accountHolds.userId, lift.userId));
    await recordAuditEvent(tx, {
      action: 'payouts.unfrozen',
      actorId: lift.adminId,
      userId: lift.userId,
      subject: { type: 'user', id: lift.userId },
      reason: lift.reason,
      ipAddress: lift.ipAddress,
      details: { frozenAt: holds.frozenAt.toISOString() },
    });
    await notify(tx, [
      {
        userId: lift.userId,
        type: 'payouts_unfrozen',
        title: 'Payouts are open again',
        body:
          'An administrator lifted the freeze on your payouts. If you did not ask for this, ' +
          'contact support at once.',
        href: PAGES.payments.path,
        email: true,
      },
    ]);
  });
}
