import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { paymentCheckouts, payouts } from '../../db/schema';
import { confirmCheckout, type CheckoutDeps } from './confirm-checkout';
import { processPayout } from './process-payout';

/** What became of an event: acted on, or left alone with the reason why. */
export type EventOutcome = { state: 'processed' } | { state: 'ignored'; reason: string };

const TRANSFER_EVENTS = new Set(['transfer.success', 'transfer.failed', 'transfer.reversed']);
const isUuid = (value: string) => z.uuid().safeParse(value).success;
const ignored = (reason: string): EventOutcome => ({ state: 'ignored', reason });

/**
 * Acts on one Paystack event of the inbox. The event only says which reference to look at: what
 * is true of it is asked of Paystack's verify endpoints by `confirmCheckout` and `processPayout`,
 * which book it once under the checkout's or payout's row lock, from the state they find. So a
 * duplicate, a late event (the return page or the reconciliation was first) or events out of
 * order (a reversal before its success: the verify answer is already `reversed`) all end in the
 * state Paystack reports, and money moves at most once. Throws when Paystack cannot be asked, for
 * the event to be retried.
 */
export async function handleProviderEvent(
  deps: CheckoutDeps,
  event: { event: string; reference: string | null },
): Promise<EventOutcome> {
  const { db } = deps;
  const { reference } = event;
  if (event.event !== 'charge.success' && !TRANSFER_EVENTS.has(event.event))
    return ignored(`Not an event we act on (${event.event}).`);
  if (!reference) return ignored('The event names no reference.');

  if (event.event === 'charge.success') {
    const [checkout] = await db
      .select({ id: paymentCheckouts.id })
      .from(paymentCheckouts)
      .where(
        and(eq(paymentCheckouts.reference, reference), eq(paymentCheckouts.provider, 'paystack')),
      );
    if (!checkout) return ignored('No Paystack checkout of ours has this reference.');
    await confirmCheckout(deps, reference);
    return { state: 'processed' };
  }

  // A transfer's reference is our payout's id.
  const [payout] = isUuid(reference)
    ? await db
        .select({ id: payouts.id })
        .from(payouts)
        .where(and(eq(payouts.id, reference), eq(payouts.provider, 'paystack')))
    : [];
  if (!payout) return ignored('No Paystack payout of ours has this reference.');
  await processPayout(deps, payout.id);
  return { state: 'processed' };
}
