import { PAYMENTS_MESSAGES, type Payout } from '@titletrust/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { getAs, moneyCall, postAs } from '../../../test/support/escrow';
import type { FakePaystack, TransferOutcome } from '../../../test/support/fake-paystack';
import { createVerifiedSeller } from '../../../test/support/marketplace';
import {
  availableNaira,
  expectCleanPaystackTraffic,
  requestsTo,
  startAppOnFakePaystack,
} from '../../../test/support/paystack-app';
import { ageDestinations } from '../../../test/support/payout-destinations';
import { createPersona, type Persona } from '../../../test/support/personas';
import type { TestApp } from '../../../test/support/test-app';
import { useTestDatabase } from '../../../test/support/test-database';
import { waitFor } from '../../../test/support/wait-for';
import { bankAccounts, notifications, payouts } from '../../db/schema';
import { checkLedger } from '../ledger';
import { processPayout } from './process-payout';

const ACCOUNTS: Record<TransferOutcome, string> = {
  success: '3000000001',
  failed: '3000000002',
  otp: '3000000003',
  pending_then_success: '3000000004',
  success_then_reversed: '3000000005',
  blocked: '3000000006',
  rejected: '3000000007',
};

describe('naira out through Paystack (the fake), by the real adapter', () => {
  const database = useTestDatabase();
  let app: TestApp;
  let fake: FakePaystack;
  let seller: Persona;
  let admin: Persona;
  const accountIds = {} as Record<TransferOutcome, string>;
  const answers: LightMyRequestResponse[] = [];

  beforeAll(async () => {
    ({ app, fake } = await startAppOnFakePaystack(database()));
    seller = await createVerifiedSeller(app, database().db);
    admin = await createPersona(app, database().db, 'admin');
    for (const [outcome, accountNumber] of Object.entries(ACCOUNTS))
      fake.addAccount({
        bankCode: '058',
        accountNumber,
        name: 'NWOSU CHIAMAKA',
        outcome: outcome as TransferOutcome,
      });
    // The seller's naira, paid in through Paystack's checkout (it also fills Paystack's balance).
    const opened = await moneyCall(app, seller, '/api/payments/checkouts', {
      amountMinor: '5000000',
    });
    const { reference } = opened.json<{ checkout: { reference: string } }>().checkout;
    await fake.decideCheckout(reference, 'success');
    const paid = await getAs(app, seller, `/api/payments/checkouts/${reference}`);
    expect(paid.json<{ checkout: { state: string } }>().checkout.state).toBe('paid');
    for (const [outcome, accountNumber] of Object.entries(ACCOUNTS)) {
      const saved = seen(
        await postAs(app, seller, '/api/payments/bank-accounts', {
          bankCode: '058',
          accountNumber,
        }),
      );
      expect(saved.statusCode, saved.body).toBe(201);
      accountIds[outcome as TransferOutcome] = saved.json<{ account: { id: string } }>().account.id;
    }
    // A new account receives payouts a day after it was saved: these were saved a day ago.
    await ageDestinations(database().db, seller.id);
  });
  afterAll(() => app.close());
  afterEach(() => {
    expectCleanPaystackTraffic(fake, answers);
    answers.length = 0;
  });

  function seen<T extends LightMyRequestResponse>(answer: T) {
    answers.push(answer);
    return answer;
  }
  const naira = () => availableNaira(database(), seller);
  async function payOut(outcome: TransferOutcome, amountMinor = '100000') {
    const response = seen(
      await moneyCall(app, seller, '/api/payments/payouts', {
        amountMinor,
        bankAccountId: accountIds[outcome],
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ payout: Payout }>().payout.id;
  }
  const payoutOf = async (id: string) =>
    seen(await getAs(app, seller, '/api/payments/payouts'))
      .json<{ payouts: Payout[] }>()
      .payouts.find((payout) => payout.id === id)!;
  const until = (id: string, state: Payout['state'], ms = 20_000) =>
    waitFor(
      () => payoutOf(id),
      (payout) => payout.state === state,
      ms,
    );
  const noticesOf = async (persona: Persona, type: string) =>
    database()
      .db.select({ body: notifications.body })
      .from(notifications)
      .where(and(eq(notifications.userId, persona.id), eq(notifications.type, type)));
  const entriesOf = async (payoutId: string) =>
    (
      await database().db.execute<{ kind: string }>(
        sql`SELECT kind FROM journal_entries WHERE payout_id = ${payoutId} ORDER BY created_at`,
      )
    ).rows.map((row) => row.kind);

  it('pays out under the payout id, making each recipient once and reusing it', async () => {
    expect(requestsTo(fake, 'POST', '/transferrecipient')).toHaveLength(7);
    expect(requestsTo(fake, 'POST', '/transferrecipient')[0]!.body).toEqual({
      type: 'nuban',
      name: 'NWOSU CHIAMAKA',
      account_number: ACCOUNTS.success,
      bank_code: '058',
      currency: 'NGN',
    });
    const start = await naira();
    const first = await payOut('success');
    const second = await payOut('success', '250000');
    expect(await until(first, 'paid')).toMatchObject({ providerStatus: 'success' });
    await until(second, 'paid');
    expect(await naira()).toBe(start - 350_000n);
    expect(requestsTo(fake, 'POST', '/transferrecipient')).toHaveLength(7);
    const [recipient] = await database()
      .db.select({ code: bankAccounts.recipientCode })
      .from(bankAccounts)
      .where(eq(bankAccounts.id, accountIds.success));
    const sent = requestsTo(fake, 'POST', '/transfer').find(
      (request) => (request.body as { reference: string }).reference === first,
    );
    expect(sent!.body).toEqual({
      source: 'balance',
      amount: 100_000,
      recipient: recipient!.code,
      reference: first,
      reason: 'TitleTrust payout',
      currency: 'NGN',
    });
    expect(await entriesOf(first)).toEqual(['withdrawal_hold', 'withdrawal_complete']);
  });

  it('returns the money of a failed transfer, and pays one that was pending', async () => {
    const start = await naira();
    const failed = await payOut('failed');
    const pending = await payOut('pending_then_success');
    expect(await until(failed, 'failed')).toMatchObject({
      providerStatus: 'failed',
      failureReason: 'the receiving bank could not complete the transfer',
    });
    await until(pending, 'paid');
    expect(await naira()).toBe(start - 100_000n);
    expect(await noticesOf(seller, 'payout_failed')).toHaveLength(1);
  });

  it('waits for the OTP Paystack asks for, tells the admins once, and pays once an admin enters it', async () => {
    const id = await payOut('otp');
    await waitFor(
      () => payoutOf(id),
      (payout) => payout.providerStatus === 'otp',
    );
    // Asked about again (the sweeper, a webhook): still one notice.
    await processPayout({ db: database().db, provider: app.services.paymentsProvider }, id);
    const told = await noticesOf(admin, 'payout_needs_otp');
    expect(told).toHaveLength(1);
    expect(told[0]!.body).toContain('Settings → Preferences');
    expect((await payoutOf(id)).state).toBe('processing');

    const otp = (persona: Persona, code: unknown) =>
      postAs(app, persona, `/api/admin/payouts/${id}/otp`, { otp: code });
    expect((await otp(seller, '123456')).statusCode).toBe(403);
    expect(seen(await otp(admin, '12ab')).statusCode).toBe(400);
    const wrong = seen(await otp(admin, '000000'));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({
      error: { code: 'PROVIDER_REFUSED', message: PAYMENTS_MESSAGES.otpRefused },
    });
    const right = seen(await otp(admin, '123456'));
    expect(right.statusCode, right.body).toBe(200);
    expect(right.json()).toMatchObject({
      payout: { id, state: 'paid', providerStatus: 'success' },
    });
    const again = seen(await otp(admin, '123456'));
    expect(again.statusCode).toBe(409);
    expect(requestsTo(fake, 'POST', '/transfer/finalize_transfer')).toHaveLength(2);
  });

  it('returns a transfer reversed after it was paid, telling the professional and the admins', async () => {
    const start = await naira();
    const id = await payOut('success_then_reversed');
    await until(id, 'paid');
    expect(await naira()).toBe(start - 100_000n);
    // What the transfer.reversed webhook does: processPayout, which asks Paystack.
    const reversed = await waitFor(
      async () => {
        await processPayout({ db: database().db, provider: app.services.paymentsProvider }, id);
        return payoutOf(id);
      },
      (payout) => payout.state === 'reversed',
    );
    expect(reversed).toMatchObject({
      providerStatus: 'reversed',
      failureReason: 'the receiving bank returned the money',
    });
    expect(await naira()).toBe(start);
    expect(await noticesOf(seller, 'payout_reversed')).toHaveLength(1);
    expect(await noticesOf(admin, 'payout_reversed')).toHaveLength(1);
    await processPayout({ db: database().db, provider: app.services.paymentsProvider }, id);
    expect(await entriesOf(id)).toEqual([
      'withdrawal_hold',
      'withdrawal_complete',
      'withdrawal_return',
    ]);
  });

  it('pays exactly once a transfer whose answer was lost: asked about before any second send', async () => {
    fake.queueTransferScenario('timeout_after_create');
    const start = await naira();
    const id = await payOut('success');
    await until(id, 'paid', 30_000);
    const sends = requestsTo(fake, 'POST', '/transfer').filter(
      (request) => (request.body as { reference: string }).reference === id,
    );
    expect(sends).toHaveLength(1);
    expect(requestsTo(fake, 'GET', `/transfer/verify/${id}`).length).toBeGreaterThan(0);
    expect(await naira()).toBe(start - 100_000n);
    expect(await entriesOf(id)).toEqual(['withdrawal_hold', 'withdrawal_complete']);
  });

  it('keeps a payout requested while Paystack is down, then asks about it before sending it', async () => {
    const start = await naira();
    fake.failNext(1, '/transfer');
    const id = await payOut('success');
    const [row] = await database()
      .db.select({ state: payouts.state })
      .from(payouts)
      .where(eq(payouts.id, id));
    expect(row!.state).toBe('requested');
    await until(id, 'paid', 30_000);
    const calls = fake.requests
      .filter(
        (request) => request.path.includes(id) || JSON.stringify(request.body ?? '').includes(id),
      )
      .map((request) => `${request.method} ${request.path.split('/').slice(0, 3).join('/')}`);
    expect(calls.slice(0, 3)).toEqual(['POST /transfer', 'GET /transfer/verify', 'POST /transfer']);
    expect(await naira()).toBe(start - 100_000n);
    expect(await entriesOf(id)).toEqual(['withdrawal_hold', 'withdrawal_complete']);
  });

  it('returns the money of a transfer Paystack blocked or rejected', async () => {
    const start = await naira();
    for (const status of ['blocked', 'rejected'] as const) {
      const id = await payOut(status);
      expect(await until(id, 'failed')).toMatchObject({
        providerStatus: status,
        failureReason: `Paystack ${status} the transfer`,
      });
      expect(await entriesOf(id)).toEqual(['withdrawal_hold', 'withdrawal_return']);
    }
    expect(await naira()).toBe(start);
  });

  it('returns the money at once, in our words, when Paystack refuses the transfer', async () => {
    const balance = fake.balanceKobo();
    fake.setBalanceKobo(0);
    const start = await naira();
    const id = await payOut('success');
    expect(await until(id, 'failed')).toMatchObject({
      failureReason:
        'Your payout could not be sent: the payments account cannot cover it right now; try again later',
    });
    fake.setBalanceKobo(balance);
    expect(await naira()).toBe(start);
  });

  it('saves no bank account while Paystack cannot make its recipient', async () => {
    fake.addAccount({
      bankCode: '058',
      accountNumber: '3000000009',
      name: 'CHIAMAKA NWOSU',
      outcome: 'success',
    });
    fake.failNext(1, '/transferrecipient');
    const down = seen(
      await postAs(app, seller, '/api/payments/bank-accounts', {
        bankCode: '058',
        accountNumber: '3000000009',
      }),
    );
    expect(down.statusCode).toBe(503);
    expect(down.json<{ error: { message: string } }>().error.message).toBe(
      PAYMENTS_MESSAGES.providerUnavailable,
    );
    const saved = await database()
      .db.select()
      .from(bankAccounts)
      .where(eq(bankAccounts.accountNumber, '3000000009'));
    expect(saved).toEqual([]);
  });

  it('keeps the books whole', async () => {
    const report = await checkLedger(database().db);
    expect(report.problems).toEqual([]);
  });
});
