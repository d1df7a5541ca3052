import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAs, postAs } from '../../../test/support/escrow';
import { FAKE_PAYSTACK_SECRET, paystackSignature } from '../../../test/support/fake-paystack';
import { availableNaira } from '../../../test/support/paystack-app';
import {
  entriesOf,
  openCheckout,
  startPaystackApp,
  type PaystackApp,
} from '../../../test/support/paystack-webhook-app';
import { createPersona, type Persona } from '../../../test/support/personas';
import { useTestDatabase } from '../../../test/support/test-database';
import { waitFor } from '../../../test/support/wait-for';
import { paymentCheckouts, providerEvents } from '../../db/schema';
import { EVENT_ATTEMPTS_MAX, sweepPayments } from './sweep-payments';

/** Naira paid in through the fake Paystack, told to us by its signed webhooks (decision 060). */
describe('charges told by Paystack webhooks', () => {
  const database = useTestDatabase();
  let paystack: PaystackApp;
  let buyer: Persona;
  let admin: Persona;

  beforeAll(async () => {
    paystack = await startPaystackApp(database());
    buyer = await createPersona(paystack.app, database().db, 'buyer');
    admin = await createPersona(paystack.app, database().db, 'admin');
  });
  afterAll(() => paystack.close());

  const db = () => database().db;
  const checkoutState = async (reference: string) =>
    (
      await db()
        .select({ state: paymentCheckouts.state })
        .from(paymentCheckouts)
        .where(eq(paymentCheckouts.reference, reference))
    )[0]!.state;
  const eventsAbout = (reference: string) =>
    db().select().from(providerEvents).where(eq(providerEvents.reference, reference));
  const verifiesOf = (reference: string) =>
    paystack.fake.requests.filter((request) =>
      request.path.startsWith(`/transaction/verify/${reference}`),
    ).length;

  it('credits a paid checkout from its webhook once, however often it is delivered or replayed', async () => {
    const { fake, app } = paystack;
    fake.setWebhookMode('duplicate');
    const before = await availableNaira(database(), buyer);
    const checkout = await openCheckout(app, buyer, '500000');
    await fake.decideCheckout(checkout.reference, 'success');
    await waitFor(
      () => checkoutState(checkout.reference),
      (state) => state === 'paid',
    );
    const delivered = fake.webhooksSent.filter((sent) => sent.body.includes(checkout.reference));
    expect(delivered.map((sent) => sent.status)).toEqual([200, 200]);
    // Replayed later, as an attacker or a confused proxy would: answered 200, stored no more.
    expect(await fake.sendWebhook(delivered[0]!.body, delivered[0]!.signature)).toBe(200);
    expect(await fake.sendWebhook(delivered[0]!.body, delivered[0]!.signature)).toBe(200);
    const events = await eventsAbout(checkout.reference);
    expect(events).toMatchObject([{ event: 'charge.success', state: 'processed', attempts: 1 }]);
    expect(await entriesOf(database(), { checkoutReference: checkout.reference }, 'deposit')).toBe(
      1,
    );
    expect((await availableNaira(database(), buyer)) - before).toBe(500_000n);
    // Paystack was asked: the webhook only named the reference.
    expect(verifiesOf(checkout.reference)).toBeGreaterThanOrEqual(1);
    fake.setWebhookMode('normal');
  });

  it('never takes the payload for money: a signed charge.success about an unpaid checkout credits nothing', async () => {
    const { app } = paystack;
    const before = await availableNaira(database(), buyer);
    const checkout = await openCheckout(app, buyer, '700000');
    // Signed with the real key (a leaked key, or Paystack's own mistake): the body claims a payment.
    const body = JSON.stringify({
      event: 'charge.success',
      data: {
        reference: checkout.reference,
        status: 'success',
        amount: 9_999_999,
        currency: 'NGN',
      },
    });
    const answer = await app.inject({
      method: 'POST',
      url: '/api/webhooks/paystack',
      headers: {
        'content-type': 'application/json',
        'x-paystack-signature': paystackSignature(body, FAKE_PAYSTACK_SECRET),
      },
      payload: body,
    });
    expect(answer.statusCode).toBe(200);
    const [event] = await waitFor(
      () => eventsAbout(checkout.reference),
      (rows) => rows[0]?.state === 'processed',
    );
    expect(event!.attempts).toBe(1);
    // Paystack says the payer has not paid: the checkout stays payable, nothing is credited.
    expect(['open', 'abandoned']).toContain(await checkoutState(checkout.reference));
    expect(await availableNaira(database(), buyer)).toBe(before);
  });

  it('books nothing more for a webhook that arrives after the return page credited the payment', async () => {
    const { fake, app } = paystack;
    fake.setWebhookMode('hold');
    const before = await availableNaira(database(), buyer);
    const checkout = await openCheckout(app, buyer, '300000');
    await fake.decideCheckout(checkout.reference, 'success');
    const returned = await getAs(app, buyer, `/api/payments/checkouts/${checkout.reference}`);
    expect(returned.json()).toMatchObject({ checkout: { state: 'paid' } });
    fake.setWebhookMode('normal');
    await fake.flushWebhooks();
    await waitFor(
      () => eventsAbout(checkout.reference),
      (rows) => rows[0]?.state === 'processed',
    );
    expect(await entriesOf(database(), { checkoutReference: checkout.reference }, 'deposit')).toBe(
      1,
    );
    expect((await availableNaira(database(), buyer)) - before).toBe(300_000n);
  });

  it('keeps an event whose handler failed, and an admin retry processes it', async () => {
    const { fake, app } = paystack;
    fake.setWebhookMode('hold');
    const checkout = await openCheckout(app, buyer, '400000');
    await fake.decideCheckout(checkout.reference, 'success');
    // Paystack's verify endpoint is down when the event arrives.
    fake.failNext(20, '/transaction/verify');
    fake.setWebhookMode('normal');
    await fake.flushWebhooks();
    const [failed] = await waitFor(
      () => eventsAbout(checkout.reference),
      (rows) => rows[0]?.state === 'failed',
    );
    expect(failed!.attempts).toBe(1);
    expect(failed!.lastError).toBeTruthy();
    expect(await checkoutState(checkout.reference)).toBe('open');
    fake.failNext(0);
    // The sweeper gave up on it (as after EVENT_ATTEMPTS_MAX failures): it waits for a person.
    await db()
      .update(providerEvents)
      .set({ attempts: EVENT_ATTEMPTS_MAX })
      .where(eq(providerEvents.id, failed!.id));
    const listed = await getAs(app, admin, '/api/admin/payments/provider-events?state=failed');
    expect(listed.json<{ events: { id: string }[] }>().events.map((e) => e.id)).toContain(
      failed!.id,
    );
    const buyerTry = await postAs(app, buyer, `/api/admin/provider-events/${failed!.id}/retry`);
    expect(buyerTry.statusCode).toBe(403);
    const retried = await postAs(app, admin, `/api/admin/provider-events/${failed!.id}/retry`);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({
      event: { state: 'processed', attempts: EVENT_ATTEMPTS_MAX + 1, lastError: null },
    });
    expect(await checkoutState(checkout.reference)).toBe('paid');
    const again = await postAs(app, admin, `/api/admin/provider-events/${failed!.id}/retry`);
    expect(again.statusCode).toBe(409);
  });

  it('catches a lost webhook by reconciliation once the checkout is five minutes old', async () => {
    const { fake, app } = paystack;
    fake.setWebhookMode('drop');
    const before = await availableNaira(database(), buyer);
    const lost = await openCheckout(app, buyer, '200000');
    const recent = await openCheckout(app, buyer, '250000');
    await fake.decideCheckout(lost.reference, 'success');
    await fake.decideCheckout(recent.reference, 'success');
    fake.setWebhookMode('normal');
    await db().execute(
      sql`UPDATE payment_checkouts SET created_at = now() - interval '6 minutes'
          WHERE reference = ${lost.reference}`,
    );
    const asked = verifiesOf(recent.reference);
    const services = app.services;
    const report = await sweepPayments(
      { db: db(), provider: services.paymentsProvider, fundEscrow: services.fundEscrow },
      async () => undefined,
    );
    expect(report.checkoutsAsked).toBeGreaterThanOrEqual(1);
    expect(await checkoutState(lost.reference)).toBe('paid');
    // Not five minutes old yet: a webhook may still come; it is not asked about.
    expect(await checkoutState(recent.reference)).toBe('open');
    expect(verifiesOf(recent.reference)).toBe(asked);
    expect((await availableNaira(database(), buyer)) - before).toBe(200_000n);
    const open = await getAs(app, admin, '/api/admin/payments/open-checkouts');
    expect(open.statusCode).toBe(200);
    expect(fake.specViolations).toEqual([]);
  });
});
