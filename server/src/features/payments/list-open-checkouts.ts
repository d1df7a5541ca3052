import type { OpenCheckout } from '@titletrust/shared';
import { and, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { paymentCheckouts, users } from '../../db/schema';

const SHOWN = 100;

/**
 * Checkouts an administrator may have to look at: open or abandoned after five minutes (the
 * sweeper asks about them; one still listed has an answer that is slow to come), and every one
 * whose charge differed from what we asked (needs_review), with the reason.
 */
export async function listOpenCheckouts(db: Database): Promise<{ checkouts: OpenCheckout[] }> {
  const rows = await db
    .select({ checkout: paymentCheckouts, userName: users.name })
    .from(paymentCheckouts)
    .innerJoin(users, eq(users.id, paymentCheckouts.userId))
    .where(
      or(
        eq(paymentCheckouts.state, 'needs_review'),
        and(
          inArray(paymentCheckouts.state, ['open', 'abandoned']),
          lt(paymentCheckouts.createdAt, sql`now() - interval '5 minutes'`),
        ),
      ),
    )
    .orderBy(desc(paymentCheckouts.createdAt))
    .limit(SHOWN);
  return {
    checkouts: rows.map(({ checkout, userName }) => ({
      reference: checkout.reference,
      provider: checkout.provider,
      userId: checkout.userId,
      userName,
      amountMinor: checkout.amountMinor.toString(),
      feeMinor: checkout.feeMinor.toString(),
      currency: checkout.currency,
      state: checkout.state as OpenCheckout['state'],
      reviewReason: checkout.reviewReason,
      providerMessage: checkout.providerMessage,
      createdAt: checkout.createdAt.toISOString(),
    })),
  };
}
