import { and, asc, eq, gt, inArray, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { paymentCheckouts, payouts, providerEvents } from '../../db/schema';
import { confirmCheckout, type CheckoutDeps } from './confirm-checkout';
import { processProviderEvent } from './process-provider-event';

const BATCH = 50;
/** A failed event is retried by the sweeper this many times (once a minute), then waits for an administrator. */
export const EVENT_ATTEMPTS_MAX = 5;

/** What one sweep did, for the log. */
export interface SweepReport {
  checkoutsAsked: number;
  payoutsRequeued: number;
  /** Transfers Paystack holds for an OTP: left to an administrator (the admin page lists them). */
  payoutsAwaitingOtp: number;
  eventsProcessed: number;
}

/**
 * The safety net, every minute: webhooks get lost, tabs get closed, jobs give up. Checkouts not
 * paid five minutes after they were opened (one with the local provider, which sends no webhook)
 * are asked about with the verify endpoint for a day, while still payable; payouts unsettled and untouched for five minutes are handed
 * back to the payouts job, which verifies before anything else; events still waiting in the inbox
 * (received but never processed, or failed fewer than EVENT_ATTEMPTS_MAX times) are processed.
 * Everything is booked once however often it is asked.
 */
export async function sweepPayments(
  deps: CheckoutDeps,
  enqueuePayout: (payoutId: string) => Promise<void>,
): Promise<SweepReport> {
  const eventsProcessed = await processWaitingEvents(deps);
  const checkoutsAsked = await askAboutOpenCheckouts(deps);
  const stale = await stalePayouts(deps.db);
  for (const { id } of stale) await enqueuePayout(id);
  return {
    checkoutsAsked,
    payoutsRequeued: stale.length,
    payoutsAwaitingOtp: await payoutsAwaitingOtp(deps.db),
    eventsProcessed,
  };
}

async function processWaitingEvents(deps: CheckoutDeps) {
  const waiting = await deps.db
    .select({ id: providerEvents.id })
    .from(providerEvents)
    .where(
      or(
        eq(providerEvents.state, 'received'),
        and(eq(providerEvents.state, 'failed'), lt(providerEvents.attempts, EVENT_ATTEMPTS_MAX)),
      ),
    )
    .orderBy(asc(providerEvents.receivedAt))
    .limit(BATCH);
  let processed = 0;
  for (const { id } of waiting) if (await processProviderEvent(deps, id)) processed++;
  return processed;
}

async function askAboutOpenCheckouts(deps: CheckoutDeps) {
  const after =
    deps.provider.name === 'local' ? sql`interval '1 minute'` : sql`interval '5 minutes'`;
  const checkouts = await deps.db
    .select({ reference: paymentCheckouts.reference })
    .from(paymentCheckouts)
    .where(
      and(
        // Every state still payable (decision 059): a payer may pay after a failed try.
        inArray(paymentCheckouts.state, ['open', 'abandoned', 'failed']),
        eq(paymentCheckouts.provider, deps.provider.name),
        lt(paymentCheckouts.createdAt, sql`now() - ${after}`),
        gt(paymentCheckouts.createdAt, sql`now() - interval '1 day'`),
      ),
    )
    .orderBy(asc(paymentCheckouts.createdAt))
    .limit(BATCH);
  for (const { reference } of checkouts)
    await confirmCheckout(deps, reference).catch(() => undefined);
  return checkouts.length;
}

const notAwaitingOtp = sql`${payouts.providerStatus} IS DISTINCT FROM 'otp'`;

/**
 * Payouts not settled and not touched for five minutes (a week at most: then an admin looks),
 * except transfers waiting for an OTP, which only an administrator can give.
 */
async function stalePayouts(db: Database) {
  const due = db
    .select({ id: payouts.id })
    .from(payouts)
    .where(
      and(
        inArray(payouts.state, ['requested', 'processing']),
        notAwaitingOtp,
        lt(payouts.updatedAt, sql`now() - interval '5 minutes'`),
        gt(payouts.requestedAt, sql`now() - interval '7 days'`),
      ),
    )
    .orderBy(asc(payouts.updatedAt))
    .limit(BATCH);
  // Touched as they are handed over, so each is asked about every five minutes, not every sweep.
  return db
    .update(payouts)
    .set({ updatedAt: sql`now()` })
    .where(inArray(payouts.id, due))
    .returning({ id: payouts.id });
}

async function payoutsAwaitingOtp(db: Database) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(payouts)
    .where(and(eq(payouts.state, 'processing'), eq(payouts.providerStatus, 'otp')));
  return row?.count ?? 0;
}
