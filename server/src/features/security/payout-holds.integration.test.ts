import { ESCROW_MESSAGES, lagosHoldTime, PAYOUT_HOLD_MESSAGES } from '@titletrust/shared';
import { and, desc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAs, moneyCall, postAs } from '../../../test/support/escrow';
import { creditNaira } from '../../../test/support/ledger';
import { createVerifiedSeller } from '../../../test/support/marketplace';
import {
  ageDestinations,
  externalAddress,
  savedWithdrawalAddress,
  saveTestBankAccount,
} from '../../../test/support/payout-destinations';
import { cookieFrom, createPersona, randomIp, type Persona } from '../../../test/support/personas';
import { buildTestApp, type TestApp } from '../../../test/support/test-app';
import { useTestDatabase } from '../../../test/support/test-database';
import { emailMessages, payouts, withdrawalAddresses } from '../../db/schema';

const HOUR_MS = 3_600_000;

describe('payout holds: a new destination waits 24 hours, and so do withdrawals after a reset', () => {
  const database = useTestDatabase();
  let app: TestApp;

  beforeAll(async () => {
    app = await buildTestApp(database(), { DEMO_MODE: 'true' });
  });
  afterAll(() => app.close());

  const db = () => database().db;
  const payout = (seller: Persona, bankAccountId: string) =>
    moneyCall(app, seller, '/api/payments/payouts', { amountMinor: '100000', bankAccountId });
  const withdraw = (who: Persona, to: string) =>
    moneyCall(app, who, '/api/wallet/withdrawals', {
      amountMinor: '2000000',
      destinationAddress: to,
    });
  const addAddress = (who: Persona, body: Record<string, unknown>) =>
    postAs(app, who, '/api/wallet/withdrawal-addresses', body);
  const naira = async (seller: Persona) =>
    (await getAs(app, seller, '/api/money/balances')).json<{ availableMinor: string }[]>()[0]!
      .availableMinor;

  /** A verified professional with ₦10,000 available. */
  async function paidSeller() {
    const seller = await createVerifiedSeller(app, db());
    await creditNaira(db(), seller.id, 1_000_000n);
    return seller;
  }

  it('a bank account added 23 hours ago receives nothing; one added 25 hours ago does', async () => {
    const seller = await paidSeller();
    const bankAccountId = await saveTestBankAccount(app, seller);
    const listed = await getAs(app, seller, '/api/payments/bank-accounts');
    const [account] = listed.json<{
      accounts: { createdAt: string; receivesPayoutsFrom: string }[];
    }>().accounts;
    expect(Date.parse(account!.receivesPayoutsFrom) - Date.parse(account!.createdAt)).toBe(
      24 * HOUR_MS,
    );

    await ageDestinations(db(), seller.id, 23);
    const held = await payout(seller, bankAccountId);
    expect(held.statusCode).toBe(409);
    const receivesFrom = new Date(Date.parse(account!.receivesPayoutsFrom) - 23 * HOUR_MS);
    expect(held.json().error).toEqual({
      code: 'PAYOUT_HELD',
      message: PAYOUT_HOLD_MESSAGES.bankAccountHeld(receivesFrom),
      fields: [
        { path: 'bankAccountId', message: PAYOUT_HOLD_MESSAGES.bankAccountHeld(receivesFrom) },
      ],
    });
    expect(held.json().error.message).toContain(`from ${lagosHoldTime(receivesFrom)}`);
    expect(await naira(seller)).toBe('1000000');
    expect(await db().select().from(payouts).where(eq(payouts.userId, seller.id))).toEqual([]);

    await ageDestinations(db(), seller.id, 2);
    expect((await payout(seller, bankAccountId)).statusCode).toBe(201);
    expect(await naira(seller)).toBe('900000');
  });

  it('saves a withdrawal address once, lower-case, and adding it again keeps its clock', async () => {
    const buyer = await createPersona(app, db(), 'buyer');
    const address = externalAddress();
    const first = await addAddress(buyer, { address: address.toLowerCase(), label: 'Ledger' });
    expect(first.statusCode, first.body).toBe(201);
    const saved = first.json<{ address: Record<string, string> }>().address;
    expect(saved).toMatchObject({ address, label: 'Ledger' });
    expect(Date.parse(saved.receivesFrom!) - Date.parse(saved.addedAt!)).toBe(24 * HOUR_MS);

    await ageDestinations(db(), buyer.id, 5);
    const again = await addAddress(buyer, { address, label: 'Someone else' });
    expect(again.statusCode).toBe(200);
    const kept = again.json<{ address: Record<string, string> }>().address;
    expect(kept).toMatchObject({ id: saved.id, label: 'Ledger' });
    expect(Date.parse(kept.addedAt!)).toBe(Date.parse(saved.addedAt!) - 5 * HOUR_MS);
    const rows = await db()
      .select()
      .from(withdrawalAddresses)
      .where(eq(withdrawalAddresses.userId, buyer.id));
    expect(rows.map((row) => row.address)).toEqual([address.toLowerCase()]);

    const listed = await getAs(app, buyer, '/api/wallet/withdrawal-addresses');
    expect(listed.json()).toEqual({ addresses: [kept] });
  });

  it('refuses an address that is not one, the zero address or an over-long label, by field', async () => {
    const buyer = await createPersona(app, db(), 'buyer');
    for (const [body, path, message] of [
      [{ address: '0x1234' }, 'address', ESCROW_MESSAGES.addressInvalid],
      [
        { address: '0x0000000000000000000000000000000000000000' },
        'address',
        ESCROW_MESSAGES.addressZero,
      ],
      [{ address: externalAddress(), label: 'x'.repeat(61) }, 'label', undefined],
    ] as const) {
      const answer = await addAddress(buyer, body);
      expect(answer.statusCode).toBe(400);
      const { fields } = answer.json<{ error: { fields: { path: string; message: string }[] } }>()
        .error;
      const field = fields.find((candidate) => candidate.path === path);
      expect(field).toBeDefined();
      if (message) expect(field!.message).toBe(message);
    }
  });

  it('withdraws USDC only to a saved address, and only 24 hours after it was added', async () => {
    const buyer = await createPersona(app, db(), 'buyer');
    await moneyCall(app, buyer, '/api/wallet/faucet', { amountMinor: '10000000' });
    const address = externalAddress();

    const unsaved = await withdraw(buyer, address);
    expect(unsaved.statusCode).toBe(400);
    expect(unsaved.json().error.fields).toEqual([
      { path: 'destinationAddress', message: PAYOUT_HOLD_MESSAGES.addressNotSaved },
    ]);

    await addAddress(buyer, { address });
    await ageDestinations(db(), buyer.id, 23);
    const held = await withdraw(buyer, address);
    expect(held.statusCode).toBe(409);
    expect(held.json().error.code).toBe('PAYOUT_HELD');
    expect(held.json().error.message).toMatch(
      /^This address can receive withdrawals from .*\(Lagos time\)/,
    );
    expect(held.json().error.fields[0].path).toBe('destinationAddress');

    await ageDestinations(db(), buyer.id, 2);
    const sent = await withdraw(buyer, address.toLowerCase());
    expect(sent.statusCode, sent.body).toBe(201);
  });

  it('after a password reset, payouts and withdrawals wait 24 hours and the page is told why', async () => {
    const seller = await paidSeller();
    const bankAccountId = await saveTestBankAccount(app, seller);
    await ageDestinations(db(), seller.id);

    await app.inject({
      method: 'POST',
      url: '/api/accounts/password-reset-requests',
      payload: { email: seller.email },
      remoteAddress: randomIp(),
    });
    const [mail] = await db()
      .select()
      .from(emailMessages)
      .where(and(eq(emailMessages.toAddress, seller.email), like(emailMessages.subject, 'Reset%')))
      .orderBy(desc(emailMessages.createdAt));
    const token = /reset-password\?token=([\w-]+)/.exec(mail!.textBody)![1]!;
    const password = 'Ikoyi-Towers!Flat9b';
    const reset = await app.inject({
      method: 'POST',
      url: '/api/accounts/password-resets',
      payload: { token, password, confirmPassword: password },
      remoteAddress: randomIp(),
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const signedIn = await app.inject({
      method: 'POST',
      url: '/api/accounts/sign-in',
      payload: { email: seller.email, password },
      remoteAddress: randomIp(),
    });
    const owner = { ...seller, password, cookie: cookieFrom(signedIn) };

    const holds = (await getAs(app, owner, '/api/security/payout-holds')).json();
    expect(holds).toMatchObject({ frozen: false, withdrawalsWaitReason: 'password_reset' });
    const until = Date.parse(holds.withdrawalsWaitUntil);
    expect(Math.abs(until - (Date.now() + 24 * HOUR_MS))).toBeLessThan(60_000);

    const refused = await payout(owner, bankAccountId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toEqual({
      code: 'PAYOUT_HELD',
      message: `Withdrawals wait until ${lagosHoldTime(holds.withdrawalsWaitUntil)} because your password was reset.`,
    });
    expect(await naira(owner)).toBe('1000000');
    await moneyCall(app, owner, '/api/wallet/faucet', { amountMinor: '5000000' });
    const usdcOut = await withdraw(owner, await savedWithdrawalAddress(db(), owner.id));
    expect(usdcOut.statusCode).toBe(409);
    expect(usdcOut.json().error.message).toContain('because your password was reset');
  });

  it('a payout racing a freeze waits for it, then is refused: no payout slips past', async () => {
    const seller = await paidSeller();
    const bankAccountId = await saveTestBankAccount(app, seller);
    await ageDestinations(db(), seller.id);
    // A freeze under way in another transaction, not yet committed (no holds row before it).
    const freezer = await database().pool.connect();
    try {
      await freezer.query('BEGIN');
      await freezer.query(
        'INSERT INTO account_holds (user_id, payouts_frozen_at) VALUES ($1, now())',
        [seller.id],
      );
      let settled = false;
      const racing = payout(seller, bankAccountId).finally(() => (settled = true));
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(settled).toBe(false);
      await freezer.query('COMMIT');
      const answer = await racing;
      expect(answer.statusCode).toBe(423);
      expect(answer.json().error.code).toBe('PAYOUTS_FROZEN');
    } finally {
      freezer.release();
    }
    expect(await naira(seller)).toBe('1000000');
  });
});
