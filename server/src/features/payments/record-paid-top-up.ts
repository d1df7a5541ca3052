import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { paymentCheckouts } from '../../db/schema';
import { available, EXTERNAL, postEntry } from '../ledger';

/**
 * Naira already paid in outside a checkout page (demo mode's clients arrive holding some), written
 * as the paid top-up checkout it stands for (no fee) with its deposit entry, so the books show
 * where every naira came from (`ledger:check`'s payment entries). Once per `key`.
 */
export async function recordPaidTopUp(
  tx: Tx,
  top: { userId: string; amountMinor: bigint; key: string; memo: string },
): Promise<void> {
  const reference = `tt_${createHash('sha256').update(`paid:${top.key}`).digest('hex').slice(0, 24)}`;
  const [checkout] = await tx
    .insert(paymentCheckouts)
    .values({
      reference,
      userId: top.userId,
      provider: 'local',
      amountMinor: top.amountMinor,
      feeMinor: 0n,
      purpose: 'top_up',
      checkoutUrl: '',
      state: 'paid',
      paidAt: sql`now()`,
      providerMessage: top.memo,
      closedAt: sql`now()`,
    })
    .onConflictDoNothing({ target: paymentCheckouts.reference })
    .returning({ id: paymentCheckouts.id });
  if (!checkout) return;
  await postEntry(tx, {
    kind: 'deposit',
    currency: 'NGN',
    lines: [
      { account: EXTERNAL, amount: -top.amountMinor },
      { account: available(top.userId), amount: top.amountMinor },
    ],
    userId: top.userId,
    checkoutId: checkout.id,
    memo: top.memo,
  });
}
