import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAs, moneyCall, postAs } from '../../../test/support/escrow';
import { expectSoundLedger } from '../../../test/support/ledger';
import { createVerifiedSeller } from '../../../test/support/marketplace';
import { availableNaira } from '../../../test/support/paystack-app';
import {
  entriesOf,
  openCheckout,
  startPaystackApp,
  type PaystackApp,
} from '../../../test/support/paystack-webhook-app';
import { ageDestinations } from '../../../test/support/payout-destinations';
import { createPersona, type Persona } from '../../../test/support/personas';
import { useTestDatabase } from '../../../test/support/test-database';
import { waitFor } from '../../../test/support/wait-for';
import { notifications, payouts, providerEvents } from '../../db/schema';
import { checkProviderBalance } from './check-provider-balance';
import { sweepPayments } from './sweep-payments';

/**
 * Payouts told by Paystack's webhooks out of order, a transfer waiting for an OTP, and the daily
 * balance check, against the fake Paystack (decision 060).
 */
describe('transfers, reconciliation and the balance check on Paystack', () => {
  const database = useTestDatabase();
  let paystack: PaystackApp;
  let seller: Persona;
  let admin: Persona;
  /** The seller's accounts at the fake bank, by how transfers to them end. */
  const accounts: Record<'reversed' | 'otp', string> = { reversed: '', otp: '' };

  beforeAll(async () => {
    paystack = await startPaystackApp(database());
    const { app, fake } = paystack;
    seller = await createVerifiedSeller(app, database().db);
    admin = await createPersona(app, database().db, 'admin');
    // In the seller's verified name (registration's Chiamaka Nwosu), as the bank holds it.
    fake.addAccount({
      bankCode: '50211',
      accountNumber: '5550000011',
      name: 'CHIAMAKA NWOSU',
      outcome: 'success_then_reversed',
    });
    fake.addAccount({
      bankCode: '057',
      accountNumber: '5550000012',
      name: 'NWOSU CHIAMAKA',
      outcome: 'otp',
    });
    for (const [outcome, bankCode, accountNumber] of [
      ['reversed', '50211', '5550000011'],
      ['otp', '057', '5550000012'],
    ] as const) {
      const saved = await postAs(app, seller, '/api/payments/bank-accounts', {
        bankCode,
        accountNumber,
      });
      expect(saved.statusCode, saved.body).toBe(201);
      accounts[outcome] = saved.json<{ account: { id: string } }>().account.id;
    }
    // A new account receives payouts a day after it was saved: these were saved a day ago.
    await ageDestinations(database().db, seller.id);
    // The seller's naira comes in through Paystack too, so Paystack's balance holds it.
    const checkout = await openCheckout(app, seller, '2000000');
    await fake.decideCheckout(checkout.reference, 'success');
    await waitFor(
      () => availableNaira(database(), seller),
      (balance) => balance === 2_000_000n,
    );
  });
  afterAll(() => paystack.close());

  const db = () => database().db;
  const payoutRow = async (id: string) =>
    (await db().select().from(payouts).where(eq(payouts.id, id)))[0]!;
  const requestPayout = async (bankAccountId: string, amountMinor: string) => {
    const response = await moneyCall(paystack.app, seller, '/api/payments/payouts', {
      amountMinor,
      bankAccountId,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ payout: { id: string } }>().payout.id;
  };
  const eventsAbout = (reference: string) =>
    db()
      .select({ event: providerEvents.event, state: providerEvents.state })
      .from(providerEvents)
      .where(eq(providerEvents.reference, reference));

  it('ends a transfer reversed, with the money back once, when its reversal arrives before its success', async () => {
    const { fake } = paystack;
    fake.setWebhookMode('out_of_order');
    const before = await availableNaira(database(), seller);
    const id = await requestPayout(accounts.reversed, '500000');
    await waitFor(
      () => payoutRow(id),
      (row) => row.state === 'paid',
    );
    await fake.settleTransfers();
    // transfer.reversed came first, then the transfer.success held back: both processed.
    const events = await waitFor(
      () => eventsAbout(id),
      (rows) => rows.length === 2 && rows.every((row) => row.state === 'processed'),
    );
    expect(events.map((row) => row.event).sort()).toEqual([
      'transfer.reversed',
      'transfer.success',
    ]);
    const order = fake.webhooksSent
      .filter((sent) => sent.body.includes(id) && sent.attempt === 1)
      .map((sent) => sent.event);
    expect(order).toEqual(['transfer.reversed', 'transfer.success']);
    expect(await payoutRow(id)).toMatchObject({ state: 'reversed' });
    expect(await entriesOf(database(), { payoutId: id }, 'withdrawal_return')).toBe(1);
    expect(await availableNaira(database(), seller)).toBe(before);
    // A late copy of either changes nothing.
    const late = fake.webhooksSent.find((sent) => sent.body.includes(id))!;
    expect(await fake.sendWebhook(late.body, late.signature)).toBe(200);
    expect(await entriesOf(database(), { payoutId: id }, 'withdrawal_return')).toBe(1);
    fake.setWebhookMode('normal');
  });

  it('returns the money once when the reversal arrives before we ever saw the transfer paid', async () => {
    const { fake } = paystack;
    fake.setWebhookMode('out_of_order');
    const before = await availableNaira(database(), seller);
    // Paystack pays the transfer, but its answer to our send is lost: we do not know it is paid.
    fake.loseAnswerNext(1, '/transfer');
    const id = await requestPayout(accounts.reversed, '400000');
    await waitFor(
      async () => fake.requests.filter((r) => r.method === 'POST' && r.path === '/transfer'),
      (sends) => sends.some((send) => JSON.stringify(send.body).includes(id)),
    );
    expect((await payoutRow(id)).state).not.toBe('paid');
    await fake.settleTransfers();
    await waitFor(
      () => eventsAbout(id),
      (rows) => rows.length === 2 && rows.every((row) => row.state === 'processed'),
    );
    const row = await payoutRow(id);
    expect(row).toMatchObject({ state: 'reversed', paidAt: null });
    expect(await entriesOf(database(), { payoutId: id }, 'withdrawal_complete')).toBe(0);
    expect(await entriesOf(database(), { payoutId: id }, 'withdrawal_return')).toBe(1);
    expect(await availableNaira(database(), seller)).toBe(before);
    fake.setWebhookMode('normal');
  });

  it('leaves a transfer waiting for an OTP to the admin, reports it, and pays once finalised', async () => {
    const { app } = paystack;
    const id = await requestPayout(accounts.otp, '300000');
    await waitFor(
      () => payoutRow(id),
      (row) => row.providerStatus === 'otp',
    );
    const open = await getAs(app, admin, '/api/admin/payments/open-payouts');
    expect(open.json<{ payouts: unknown[] }>().payouts).toContainEqual(
      expect.objectContaining({ id, state: 'processing', providerStatus: 'otp' }),
    );
    await db().execute(
      sql`UPDATE payouts SET updated_at = now() - interval '6 minutes' WHERE id = ${id}`,
    );
    const requeued: string[] = [];
    const report = await sweepPayments(
      { db: db(), provider: app.services.paymentsProvider, fundEscrow: app.services.fundEscrow },
      async (payoutId) => void requeued.push(payoutId),
    );
    expect(requeued).not.toContain(id);
    expect(report.payoutsAwaitingOtp).toBe(1);

    const finalised = await postAs(app, admin, `/api/admin/payouts/${id}/otp`, { otp: '123456' });
    expect(finalised.statusCode, finalised.body).toBeLessThan(300);
    await waitFor(
      () => payoutRow(id),
      (row) => row.state === 'paid',
    );
  });

  it('compares Paystack’s balance with the ledger each day and tells the admins of a new difference', async () => {
    const { app, fake } = paystack;
    const deps = { db: db(), provider: app.services.paymentsProvider };
    const first = await checkProviderBalance(deps);
    // 20,000 in, 3,000 paid out (the OTP transfer), 5,000 reversed: 17,000 naira at Paystack.
    expect(first).toMatchObject({ ledgerMinor: 1_700_000n, providerMinor: 1_700_000n });

    fake.setBalanceKobo(fake.balanceKobo() - 150_000);
    const second = await checkProviderBalance(deps);
    expect(second!.providerMinor - second!.ledgerMinor).toBe(-150_000n);
    await checkProviderBalance(deps);
    const notices = await db()
      .select({ title: notifications.title, body: notifications.body })
      .from(notifications)
      .where(
        and(
          eq(notifications.userId, admin.id),
          eq(notifications.type, 'provider_balance_difference'),
        ),
      );
    // Told once: the same difference the next day is the one already known.
    expect(notices).toHaveLength(1);
    expect(notices[0]!.body).toContain('less by ₦1,500.00');

    const listed = await getAs(app, admin, '/api/admin/payments/balance-checks');
    const { checks } = listed.json<{ checks: { differenceMinor: string }[] }>();
    expect(checks.map((check) => check.differenceMinor)).toEqual(['-150000', '-150000', '0']);
    await expectSoundLedger(db());
    expect(fake.specViolations).toEqual([]);
  });
});
