import { and, asc, gt, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { paymentCheckouts, payouts } from '../../db/schema';
import { confirmCheckout, type CheckoutDeps } from './confirm-checkout';

const BATCH = 50;

/**
 * The safety net, every minute: checkouts nobody came back from (a closed tab, a lost redirect)
 * are asked about for a day, and payouts whose job was lost or gave up are handed back to the
 * job. Both are booked once however often they are asked.
 */
export async function sweepPayments(
  deps: CheckoutDeps,
  enqueuePayout: (payoutId: string) => Promise<void>,
) {
  const { db } = deps;
  const checkouts = await db
    .select({ reference: paymentCheckouts.reference })
    .from(paymentCheckouts)
    .where(
      and(
        inArray(paymentCheckouts.state, ['open', 'abandoned']),
        lt(paymentCheckouts.createdAt, sql`now() - interval '1 minute'`),
        gt(paymentCheckouts.createdAt, sql`now() - interval '1 day'`),
      ),
    )
    .orderBy(asc(paymentCheckouts.createdAt))
    .limit(BATCH);
  for (const { reference } of checkouts)
    await confirmCheckout(deps, reference).catch(() => undefined);

  const stale = await stalePayouts(db);
  for (const { id } of stale) await enqueuePayout(id);
}

/** Payouts not settled and not touched for five minutes (a week at most: then an admin looks). */
async function stalePayouts(db: Database) {
  const rows = await db
    .update(payouts)
    .set({ updatedAt: sql`now()` })
    .where(
      and(
        inArray(payouts.state, ['requested', 'processing']),
        lt(payouts.updatedAt, sql`now() - interval '5 minutes'`),
        gt(payouts.requestedAt, sql`now() - interval '7 days'`),
      ),
    )
    .returning({ id: payouts.id });
  return rows.slice(0, BATCH);
}
