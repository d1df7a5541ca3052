import { randomUUID } from 'node:crypto';
import { PAYMENTS_MESSAGES } from '@titletrust/shared';
import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getAs, moneyCall, postAs } from '../../../test/support/escrow';
import type { FakePaystack } from '../../../test/support/fake-paystack';
import { createVerifiedSeller } from '../../../test/support/marketplace';
import {
  availableNaira,
  expectCleanPaystackTraffic,
  requestsTo,
  startAppOnFakePaystack,
} from '../../../test/support/paystack-app';
import { createPersona, type Persona } from '../../../test/support/personas';
import type { TestApp } from '../../../test/support/test-app';
import { useTestDatabase } from '../../../test/support/test-database';
import { notifications, paymentCheckouts } from '../../db/schema';

interface CheckoutAnswer {
  checkout: { reference: string; checkoutUrl: string; feeMinor: string; state: string };
}

describe('naira in through Paystack (the fake), by the real adapter', () => {
  const database = useTestDatabase();
  let app: TestApp;
  let fake: FakePaystack;
  let buyer: Persona;
  let seller: Persona;
  let admin: Persona;
  const answers: LightMyRequestResponse[] = [];

  beforeAll(async () => {
    ({ app, fake } = await startAppOnFakePaystack(database()));
    buyer = await createPersona(app, database().db, 'buyer');
    seller = await createVerifiedSeller(app, database().db);
    admin = await createPersona(app, database().db, 'admin');
  });
  afterAll(() => app.close());
  afterEach(() => {
    expectCleanPaystackTraffic(fake, answers);
    answers.length = 0;
  });

  const seen = <T extends LightMyRequestResponse>(answer: T) => (answers.push(answer), answer);
  const open = async (amountMinor: string, key = randomUUID()) =>
    seen(await moneyCall(app, buyer, '/api/payments/checkouts', { amountMinor }, key));
  async function openCheckout(amountMinor: string) {
    const response = await open(amountMinor);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<CheckoutAnswer>().checkout;
  }
  const look = async (reference: string, persona = buyer) =>
    seen(await getAs(app, persona, `/api/payments/checkouts/${reference}`));
  const checkoutOf = async (reference: string) =>
    (await look(reference)).json<CheckoutAnswer>().checkout;
  const naira = () => availableNaira(database(), buyer);

  it('opens a checkout at Paystack for the amount plus the fee, and credits it once however many returns race', async () => {
    const checkout = await openCheckout('100000');
    expect(checkout.reference).toMatch(/^tt-[0-9a-f]{24}$/);
    expect(checkout.feeMinor).toBe('1523');
    expect(checkout.checkoutUrl.startsWith(`${fake.url}/checkout/`)).toBe(true);
    const [initialize] = requestsTo(fake, 'POST', '/transaction/initialize');
    expect(initialize!.body).toMatchObject({
      amount: 101_523,
      currency: 'NGN',
      reference: checkout.reference,
      channels: ['card', 'bank', 'ussd', 'bank_transfer'],
      callback_url: 'http://localhost:3000/wallet/funding/return',
      metadata: { userId: buyer.id, purpose: 'top_up', userName: 'Chiamaka Nwosu' },
    });
    // Unpaid, Paystack calls it abandoned: still payable, nothing credited.
    expect((await checkoutOf(checkout.reference)).state).toBe('abandoned');

    // The payer pays on Paystack's page and is sent back to our page with one reference.
    const page = new URL(checkout.checkoutUrl);
    const paid = await fetch(page, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'outcome=success&channel=card',
      redirect: 'manual',
    });
    const back = new URL(paid.headers.get('location')!);
    expect(`${back.origin}${back.pathname}`).toBe('http://localhost:3000/wallet/funding/return');
    expect(back.searchParams.getAll('reference')).toEqual([checkout.reference]);
    expect(back.searchParams.get('trxref')).toBe(checkout.reference);

    const before = await naira();
    const returns = await Promise.all(
      Array.from({ length: 6 }, () => checkoutOf(checkout.reference)),
    );
    expect(returns.every((answer) => answer.state === 'paid')).toBe(true);
    expect((await checkoutOf(checkout.reference)).state).toBe('paid');
    expect((await naira()) - before).toBe(100_000n);
    const { rows } = await database().db.execute<{ n: string }>(
      sql`SELECT count(*)::text AS n FROM journal_entries e JOIN payment_checkouts c ON c.id = e.checkout_id
          WHERE c.reference = ${checkout.reference}`,
    );
    expect(rows[0]!.n).toBe('1');
  });

  it('credits nothing for a failed or abandoned payment, and credits a failed one paid later', async () => {
    const before = await naira();
    const failed = await openCheckout('500000');
    await fake.decideCheckout(failed.reference, 'failed');
    expect(await checkoutOf(failed.reference)).toMatchObject({
      state: 'failed',
      providerMessage: 'Declined by your bank or card issuer',
    });
    const left = await openCheckout('500000');
    await fake.decideCheckout(left.reference, 'abandoned');
    expect((await checkoutOf(left.reference)).state).toBe('abandoned');
    expect(await naira()).toBe(before);
    expect((await look(left.reference, seller)).statusCode).toBe(403);

    // The payer tries another card on the same page: the money is credited after all.
    await fake.decideCheckout(failed.reference, 'success');
    expect((await checkoutOf(failed.reference)).state).toBe('paid');
    expect((await naira()) - before).toBe(500_000n);
  });

  it('credits nothing for a charge unlike what we asked, and tells the admins why', async () => {
    const before = await naira();
    const checkout = await openCheckout('200000');
    fake.tamperCharge(checkout.reference, { amount: 150_000 });
    await fake.decideCheckout(checkout.reference, 'success');
    expect((await checkoutOf(checkout.reference)).state).toBe('needs_review');
    expect((await checkoutOf(checkout.reference)).state).toBe('needs_review');

    const other = await openCheckout('200000');
    fake.tamperCharge(other.reference, { currency: 'USD' });
    await fake.decideCheckout(other.reference, 'success');
    expect((await checkoutOf(other.reference)).state).toBe('needs_review');
    expect(await naira()).toBe(before);

    const held = await database()
      .db.select({ reference: paymentCheckouts.reference, reason: paymentCheckouts.reviewReason })
      .from(paymentCheckouts)
      .where(eq(paymentCheckouts.state, 'needs_review'));
    expect(held.find((row) => row.reference === checkout.reference)?.reason).toContain(
      'the charge is ₦1,500.00, not ₦2,030.46',
    );
    expect(held.find((row) => row.reference === other.reference)?.reason).toContain(
      'the currency is "USD", not NGN',
    );
    const notices = await database()
      .db.select({ type: notifications.type, body: notifications.body })
      .from(notifications)
      .where(eq(notifications.userId, admin.id));
    expect(notices.filter((n) => n.type === 'checkout_needs_review')).toHaveLength(2);
  });

  it('answers 503 in our words when Paystack is down or silent, opening and crediting nothing', async () => {
    const key = randomUUID();
    const rowsBefore = await database().db.select().from(paymentCheckouts);
    fake.failNext(1, '/transaction/initialize');
    const down = await open('300000', key);
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({
      error: { code: 'SERVICE_UNAVAILABLE', message: PAYMENTS_MESSAGES.providerUnavailable },
    });
    fake.hangNext(1, '/transaction/initialize');
    expect((await open('300000', key)).statusCode).toBe(503);
    expect(await database().db.select().from(paymentCheckouts)).toHaveLength(rowsBefore.length);

    // The same request again, once Paystack answers: the checkout opens.
    const retried = await open('300000', key);
    expect(retried.statusCode, retried.body).toBe(201);

    // Confirming while Paystack is down leaves the checkout as it was.
    const reference = retried.json<CheckoutAnswer>().checkout.reference;
    await fake.decideCheckout(reference, 'success');
    fake.failNext(1, '/transaction/verify');
    const unverified = await look(reference);
    expect(unverified.statusCode).toBe(503);
    expect(unverified.json<{ error: { message: string } }>().error.message).toBe(
      PAYMENTS_MESSAGES.providerUnavailable,
    );
    expect((await checkoutOf(reference)).state).toBe('paid');
  });

  it('opens a retried checkout under the next reference when the first answer was lost', async () => {
    const key = randomUUID();
    fake.loseAnswerNext(1, '/transaction/initialize');
    expect((await open('250000', key)).statusCode).toBe(503);
    const retried = await open('250000', key);
    expect(retried.statusCode, retried.body).toBe(201);
    const { reference } = retried.json<CheckoutAnswer>().checkout;
    expect(reference).toMatch(/^tt-[0-9a-f]{24}-2$/);
    await fake.decideCheckout(reference, 'success');
    expect((await checkoutOf(reference)).state).toBe('paid');
    // The same key once more: the stored answer, no third checkout.
    expect((await open('250000', key)).json<CheckoutAnswer>().checkout.reference).toBe(reference);
  });

  it("lists Paystack's banks, asking Paystack once for many readers", async () => {
    const first = seen(await app.inject({ method: 'GET', url: '/api/payments/banks' }));
    expect(first.statusCode).toBe(200);
    const banks = first.json<{ banks: { code: string; name: string }[] }>().banks;
    expect(banks).toContainEqual({ code: '058', name: 'Guaranty Trust Bank' });
    expect(banks).toContainEqual({ code: '50211', name: 'Kuda Bank' });
    await app.inject({ method: 'GET', url: '/api/payments/banks' });
    expect(requestsTo(fake, 'GET', '/bank?')).toHaveLength(1);
    expect(requestsTo(fake, 'GET', '/bank?')[0]!.query).toMatchObject({ country: 'nigeria' });
  });

  it('looks an account name up once a day, each look-up still counted against the hourly limit', async () => {
    fake.addAccount({
      bankCode: '058',
      accountNumber: '2000000001',
      name: 'NWOSU CHIAMAKA',
      outcome: 'success',
    });
    const resolve = async (accountNumber: string, bankCode = '058') =>
      seen(
        await postAs(app, seller, '/api/payments/bank-account-resolutions', {
          bankCode,
          accountNumber,
        }),
      );
    const first = await resolve('2000000001');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ accountName: 'NWOSU CHIAMAKA', matches: true });
    const callsAfterFirst = requestsTo(fake, 'GET', '/bank/resolve').length;
    expect(callsAfterFirst).toBe(1);
    expect((await resolve('2000000001')).json()).toMatchObject({ accountName: 'NWOSU CHIAMAKA' });
    expect(requestsTo(fake, 'GET', '/bank/resolve')).toHaveLength(callsAfterFirst);
    expect(requestsTo(fake, 'GET', '/bank/resolve')[0]!.query).toEqual({
      account_number: '2000000001',
      bank_code: '058',
    });

    const unknown = await resolve('2000000009');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ error: { message: string } }>().error.message).toBe(
      'Paystack could not find that account at Guaranty Trust Bank. Check the number and the bank.',
    );
    expect((await resolve('2000000001', '999')).statusCode).toBe(400);
    fake.failNext(1, '/bank/resolve');
    const down = await resolve('2000000008');
    expect(down.statusCode).toBe(503);
    expect(down.json<{ error: { message: string } }>().error.message).toBe(
      PAYMENTS_MESSAGES.providerUnavailable,
    );

    // Five look-ups so far; the cached name still counts, up to 20 an hour.
    for (let i = 0; i < 15; i++) expect((await resolve('2000000001')).statusCode).toBe(200);
    expect((await resolve('2000000001')).statusCode).toBe(429);
    expect(requestsTo(fake, 'GET', '/bank/resolve')).toHaveLength(callsAfterFirst + 2);
  });
});
