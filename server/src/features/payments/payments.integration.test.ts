import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAs, moneyCall, postAs } from '../../../test/support/escrow';
import { bidAs, createVerifiedSeller, postGigAs } from '../../../test/support/marketplace';
import { ageDestinations } from '../../../test/support/payout-destinations';
import { createPersona, type Persona } from '../../../test/support/personas';
import { buildTestApp, type TestApp } from '../../../test/support/test-app';
import { useTestDatabase } from '../../../test/support/test-database';
import { waitFor } from '../../../test/support/wait-for';
import { localBankAccounts, notifications } from '../../db/schema';
import { checkLedger } from '../ledger';

interface CheckoutAnswer {
  checkout: { reference: string; checkoutUrl: string; feeMinor: string; state: string };
}

describe('naira in and out through the local payments provider', () => {
  const database = useTestDatabase();
  let app: TestApp;
  let buyer: Persona;
  let seller: Persona;
  let admin: Persona;

  beforeAll(async () => {
    app = await buildTestApp(database());
    buyer = await createPersona(app, database().db, 'buyer');
    seller = await createVerifiedSeller(app, database().db);
    admin = await createPersona(app, database().db, 'admin');
  });
  afterAll(() => app.close());

  const availableNaira = async (persona: Persona) => {
    const { rows } = await database().db.execute<{ balance: string }>(
      sql`SELECT coalesce(max(balance_minor), 0)::text AS balance FROM ledger_accounts
          WHERE key = ${`available:${persona.id}:NGN`}`,
    );
    return BigInt(rows[0]!.balance);
  };

  /** The client on the local checkout page: chooses, and is sent back to our callback. */
  async function choose(checkoutUrl: string, choice: 'pay' | 'fail' | 'abandon') {
    const path = new URL(checkoutUrl).pathname;
    const page = await app.inject({ method: 'GET', url: path });
    expect(page.statusCode).toBe(200);
    const chosen = await app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `choice=${choice}`,
    });
    expect(chosen.statusCode).toBe(303);
    return { page: page.body, location: String(chosen.headers.location) };
  }

  async function openCheckout(persona: Persona, amountMinor: string) {
    const response = await moneyCall(app, persona, '/api/payments/checkouts', { amountMinor });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<CheckoutAnswer>().checkout;
  }

  const checkoutOf = async (persona: Persona, reference: string) =>
    (await getAs(app, persona, `/api/payments/checkouts/${reference}`)).json<CheckoutAnswer>()
      .checkout;

  async function payIn(persona: Persona, amountMinor: string) {
    const checkout = await openCheckout(persona, amountMinor);
    await choose(checkout.checkoutUrl, 'pay');
    expect((await checkoutOf(persona, checkout.reference)).state).toBe('paid');
  }

  it('shows the fee, and credits a paid checkout exactly once however many returns race', async () => {
    const checkout = await openCheckout(buyer, '100000');
    expect(checkout.feeMinor).toBe('1523');
    expect((await checkoutOf(buyer, checkout.reference)).state).toBe('open');

    const { page, location } = await choose(checkout.checkoutUrl, 'pay');
    expect(page).toContain('₦1,015.23');
    expect(location).toBe(
      `http://localhost:3000/wallet/funding/return?trxref=${checkout.reference}&reference=${checkout.reference}`,
    );
    const before = await availableNaira(buyer);
    const returns = await Promise.all(
      Array.from({ length: 8 }, () => checkoutOf(buyer, checkout.reference)),
    );
    expect(returns.every((answer) => answer.state === 'paid')).toBe(true);
    expect((await availableNaira(buyer)) - before).toBe(100_000n);
    const { rows } = await database().db.execute<{ n: string }>(
      sql`SELECT count(*)::text AS n FROM journal_entries e JOIN payment_checkouts c ON c.id = e.checkout_id
          WHERE c.reference = ${checkout.reference}`,
    );
    expect(rows[0]!.n).toBe('1');
    // A second choice on the provider's page changes nothing.
    await choose(checkout.checkoutUrl, 'fail');
    expect((await checkoutOf(buyer, checkout.reference)).state).toBe('paid');
  });

  it('credits nothing for a failed or abandoned checkout, and keeps others out', async () => {
    const before = await availableNaira(buyer);
    const failed = await openCheckout(buyer, '500000');
    await choose(failed.checkoutUrl, 'fail');
    expect((await checkoutOf(buyer, failed.reference)).state).toBe('failed');
    const left = await openCheckout(buyer, '500000');
    await choose(left.checkoutUrl, 'abandon');
    expect((await checkoutOf(buyer, left.reference)).state).toBe('abandoned');
    expect(await availableNaira(buyer)).toBe(before);
    expect((await getAs(app, seller, `/api/payments/checkouts/${left.reference}`)).statusCode).toBe(
      403,
    );
  });

  /** A naira contract of ₦500,000 awaiting funding between the buyer and the seller. */
  async function nairaContract() {
    const gig = await postGigAs(app, buyer, {
      currency: 'NGN',
      budgetMinMinor: '40000000',
      budgetMaxMinor: '75000000',
    });
    const bid = await bidAs(app, seller, gig.id, { amountMinor: '50000000' });
    expect(bid.statusCode, bid.body).toBe(201);
    const accepted = await postAs(app, buyer, `/api/bids/${bid.json().bid.id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    return accepted.json<{ contract: { id: string } }>().contract.id;
  }

  it("pays a naira contract's escrow once paid, or leaves the money available if it can no longer be funded", async () => {
    const contractId = await nairaContract();
    const before = await availableNaira(buyer);
    const opened = await moneyCall(app, buyer, '/api/payments/checkouts', {
      amountMinor: '50000000',
      contractId,
    });
    expect(opened.statusCode, opened.body).toBe(201);
    const checkout = opened.json<CheckoutAnswer>().checkout;
    await choose(checkout.checkoutUrl, 'pay');
    expect(await checkoutOf(buyer, checkout.reference)).toMatchObject({
      state: 'paid',
      fundedContract: true,
    });
    const contract = await getAs(app, buyer, `/api/contracts/${contractId}`);
    expect(contract.json<{ contract: { state: string } }>().contract.state).toBe('active');
    expect(await availableNaira(buyer)).toBe(before);

    const cancelled = await nairaContract();
    const second = (
      await moneyCall(app, buyer, '/api/payments/checkouts', {
        amountMinor: '50000000',
        contractId: cancelled,
      })
    ).json<CheckoutAnswer>().checkout;
    expect((await postAs(app, buyer, `/api/contracts/${cancelled}/cancel`)).statusCode).toBe(200);
    await choose(second.checkoutUrl, 'pay');
    expect(await checkoutOf(buyer, second.reference)).toMatchObject({
      state: 'paid',
      fundedContract: false,
    });
    expect(await availableNaira(buyer)).toBe(before + 50_000_000n);
  });

  it('resolves, saves and, on a mismatch, waits for an admin with a reason', async () => {
    const test = await getAs(app, seller, '/api/payments/test-bank-accounts');
    const accounts = test.json<{
      accounts: { accountNumber: string; bankCode: string; holderName: string; outcome: string }[];
    }>().accounts;
    expect(accounts.map((a) => a.outcome)).toEqual(['paid', 'fails', 'reversed', 'processing']);
    expect(accounts[0]!.holderName).toBe('Chiamaka Nwosu');

    const unknown = await postAs(app, seller, '/api/payments/bank-account-resolutions', {
      bankCode: '058',
      accountNumber: '0000000001',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ error: { message: string } }>().error.message).toBe(
      'No account with this number at Guaranty Trust Bank',
    );
    const resolved = await postAs(app, seller, '/api/payments/bank-account-resolutions', {
      bankCode: accounts[0]!.bankCode,
      accountNumber: accounts[0]!.accountNumber,
    });
    expect(resolved.json()).toMatchObject({ accountName: 'Chiamaka Nwosu', matches: true });

    await database().db.insert(localBankAccounts).values({
      bankCode: '033',
      accountNumber: '2233445566',
      holderName: 'ADEYEMI FOLAKE',
      outcome: 'paid',
    });
    const mismatch = await postAs(app, seller, '/api/payments/bank-accounts', {
      bankCode: '033',
      accountNumber: '2233445566',
    });
    expect(mismatch.statusCode).toBe(201);
    const saved = mismatch.json<{ account: { id: string; state: string }; notice: string }>();
    expect(saved.account.state).toBe('needs_approval');
    expect(saved.notice).toContain('ADEYEMI FOLAKE');
    const refused = await moneyCall(app, seller, '/api/payments/payouts', {
      amountMinor: '100000',
      bankAccountId: saved.account.id,
    });
    expect(refused.statusCode).toBe(400);

    const queue = await getAs(app, admin, '/api/admin/bank-accounts');
    expect(queue.json<{ accounts: { id: string }[] }>().accounts.map((a) => a.id)).toContain(
      saved.account.id,
    );
    const approved = await postAs(
      app,
      admin,
      `/api/admin/bank-accounts/${saved.account.id}/approval`,
      {
        reason: 'Married name; marriage certificate seen',
      },
    );
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ account: { state: 'approved_by_admin' } });
  });

  it('pays out, fails, reverses and stays processing as the account says, returning money once', async () => {
    await payIn(seller, '2000000');
    const test = await getAs(app, seller, '/api/payments/test-bank-accounts');
    const accounts = test.json<{
      accounts: { accountNumber: string; bankCode: string; outcome: string }[];
    }>().accounts;
    const ids: Record<string, string> = {};
    for (const account of accounts) {
      const saved = await postAs(app, seller, '/api/payments/bank-accounts', {
        bankCode: account.bankCode,
        accountNumber: account.accountNumber,
      });
      expect(saved.statusCode, saved.body).toBe(201);
      ids[account.outcome] = saved.json<{ account: { id: string } }>().account.id;
    }
    // A new account receives payouts a day after it was saved: these were saved a day ago.
    await ageDestinations(database().db, seller.id);
    const tooSmall = await moneyCall(app, seller, '/api/payments/payouts', {
      amountMinor: '99999',
      bankAccountId: ids.paid,
    });
    expect(tooSmall.statusCode).toBe(400);

    const start = await availableNaira(seller);
    const payoutIds: Record<string, string> = {};
    for (const outcome of ['paid', 'fails', 'reversed', 'processing']) {
      const response = await moneyCall(app, seller, '/api/payments/payouts', {
        amountMinor: '100000',
        bankAccountId: ids[outcome],
      });
      expect(response.statusCode, response.body).toBe(201);
      payoutIds[outcome] = response.json<{ payout: { id: string } }>().payout.id;
    }
    expect(await availableNaira(seller)).toBe(start - 400_000n);

    const stateOf = async (outcome: string) => {
      const list = await getAs(app, seller, '/api/payments/payouts');
      return list
        .json<{ payouts: { id: string; state: string; paidAt: string | null }[] }>()
        .payouts.find((p) => p.id === payoutIds[outcome])!;
    };
    await waitFor(
      () => stateOf('paid'),
      (p) => p.state === 'paid',
    );
    await waitFor(
      () => stateOf('fails'),
      (p) => p.state === 'failed',
    );
    const reversed = await waitFor(
      () => stateOf('reversed'),
      (p) => p.state === 'reversed',
      30_000,
    );
    expect(reversed.paidAt).not.toBeNull();
    expect((await stateOf('processing')).state).toBe('processing');
    // Paid and processing stay out; failed and reversed came back, once each.
    expect(await availableNaira(seller)).toBe(start - 200_000n);
    const notices = await database()
      .db.select({ type: notifications.type })
      .from(notifications)
      .where(eq(notifications.userId, seller.id));
    expect(notices.map((n) => n.type)).toEqual(
      expect.arrayContaining(['payout_paid', 'payout_failed', 'payout_reversed']),
    );
    // The books hold: each checkout and payout has exactly its entries, naira outside matches.
    const report = await checkLedger(database().db);
    expect(report.problems).toEqual([]);
  }, 60_000);
});
