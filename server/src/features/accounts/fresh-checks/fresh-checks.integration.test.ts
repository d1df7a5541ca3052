import { randomUUID } from 'node:crypto';
import { SECURITY_MESSAGES } from '@titletrust/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bankAccounts,
  freshChecks,
  idempotencyKeys,
  payouts,
  sessions,
  walletTransfers,
  withdrawalAddresses,
} from '../../../db/schema';
import { balancesOf, faucet, getAs, moneyCall, postAs } from '../../../../test/support/escrow';
import { createVerifiedSeller } from '../../../../test/support/marketplace';
import {
  externalAddress,
  savedWithdrawalAddress,
} from '../../../../test/support/payout-destinations';
import {
  cookieFrom,
  createPersona,
  randomIp,
  turnOnTwoFactor,
  type Persona,
} from '../../../../test/support/personas';
import { buildTestApp, type TestApp } from '../../../../test/support/test-app';
import { useTestDatabase } from '../../../../test/support/test-database';
import { totpCode } from '../../../platform/totp';
import { newWallet, signedSiwe } from '../../../../test/support/wallets';
import { recordSignInFreshCheck } from './record-sign-in-fresh-check';

const REFUSED = { code: 'FRESH_CHECK_REQUIRED', message: SECURITY_MESSAGES.freshCheckRequired };

describe('fresh checks before money leaves or a payout destination changes', () => {
  const database = useTestDatabase();
  let app: TestApp;

  beforeAll(async () => {
    // Demo mode: the test network's faucet gives the USDC a withdrawal needs.
    app = await buildTestApp(database(), { DEMO_MODE: 'true' });
  });
  afterAll(() => app.close());

  const db = () => database().db;
  const sessionIdsOf = async (userId: string) =>
    (await db().select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, userId))).map(
      (row) => row.id,
    );
  /** Every session of the account gave its factor six minutes ago: no longer fresh. */
  async function makeStale(persona: Persona) {
    await db()
      .update(freshChecks)
      .set({ checkedAt: sql`now() - interval '6 minutes'` })
      .where(inArray(freshChecks.sessionId, await sessionIdsOf(persona.id)));
  }
  const confirm = (cookie: string, body: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: '/api/accounts/fresh-checks',
      headers: { cookie },
      payload: body,
    });
  const withdraw = (persona: Persona, key = randomUUID(), to: string = externalAddress()) =>
    moneyCall(
      app,
      persona,
      '/api/wallet/withdrawals',
      { amountMinor: '5000000', destinationAddress: to },
      key,
    );
  async function signInAgain(persona: Persona): Promise<Persona> {
    const response = await app.inject({
      method: 'POST',
      url: '/api/accounts/sign-in',
      payload: { email: persona.email, password: persona.password },
      remoteAddress: randomIp(),
    });
    expect(response.statusCode, response.body).toBe(200);
    return { ...persona, cookie: cookieFrom(response) };
  }

  it('lists every route that asks for one', () => {
    const fresh = app.routeRules
      .filter((rule) => rule.freshCheck)
      .map((r) => `${r.method} ${r.url}`);
    expect(fresh).toEqual(
      expect.arrayContaining([
        'POST /api/wallet/withdrawals',
        'POST /api/wallet/withdrawal-addresses',
        'POST /api/payments/payouts',
        'POST /api/payments/bank-accounts',
        'POST /api/accounts/password-changes',
        'POST /api/accounts/email-changes',
      ]),
    );
  });

  it('makes the session of a sign-up or a password sign-in fresh, and no other', async () => {
    const buyer = await createPersona(app, db(), 'buyer');
    const [signUp] = await sessionIdsOf(buyer.id);
    const state = await getAs(app, buyer, '/api/accounts/fresh-checks');
    expect(state.json()).toMatchObject({ factor: 'password', hasPassword: true });
    expect(Date.now() - Date.parse(state.json().checkedAt)).toBeLessThan(60_000);

    await makeStale(buyer);
    const second = await signInAgain(buyer);
    const rows = await db()
      .select()
      .from(freshChecks)
      .where(inArray(freshChecks.sessionId, await sessionIdsOf(buyer.id)));
    const fresh = rows.filter((row) => Date.now() - row.checkedAt.getTime() < 60_000);
    expect(fresh).toHaveLength(1);
    expect(fresh[0]!.sessionId).not.toBe(signUp);
    expect(
      (await getAs(app, second, '/api/accounts/fresh-checks')).json().checkedAt,
    ).not.toBeNull();
    expect((await getAs(app, buyer, '/api/accounts/fresh-checks')).json().checkedAt).toBeNull();
  });

  it('refuses a stale session a withdrawal, moves nothing and keeps the key, then allows it after the password', async () => {
    const buyer = await createPersona(app, db(), 'buyer');
    await faucet(app, buyer, 20);
    const before = await balancesOf(app, buyer);
    await makeStale(buyer);

    // An address saved more than a day ago (payout holds): only the fresh check stands between.
    const to = await savedWithdrawalAddress(db(), buyer.id);
    const key = randomUUID();
    const refused = await withdraw(buyer, key, to);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual(REFUSED);
    // Checked before the body: a malformed one is refused the same way, naming no field.
    const malformed = await moneyCall(app, buyer, '/api/wallet/withdrawals', { amountMinor: 'x' });
    expect(malformed.statusCode).toBe(403);
    expect(await balancesOf(app, buyer)).toEqual(before);
    const transfers = await db()
      .select()
      .from(walletTransfers)
      .where(
        and(eq(walletTransfers.userId, buyer.id), eq(walletTransfers.direction, 'withdrawal')),
      );
    expect(transfers).toEqual([]);
    const keys = await db()
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.userId, buyer.id), eq(idempotencyKeys.key, key)));
    expect(keys).toEqual([]);
    // Nor may it save a new address to withdraw to.
    const address = await postAs(app, buyer, '/api/wallet/withdrawal-addresses', {
      address: externalAddress(),
    });
    expect(address.statusCode).toBe(403);
    expect(address.json().error).toEqual(REFUSED);
    const addresses = await db()
      .select()
      .from(withdrawalAddresses)
      .where(eq(withdrawalAddresses.userId, buyer.id));
    expect(addresses.map((row) => row.address)).toEqual([to.toLowerCase()]);

    const confirmed = await confirm(buyer.cookie, { password: buyer.password });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(Date.now() - Date.parse(confirmed.json().checkedAt)).toBeLessThan(60_000);
    // The same request, retried with its key, now goes through once.
    const allowed = await withdraw(buyer, key, to);
    expect(allowed.statusCode, allowed.body).toBe(201);
  });

  it('refuses a stale professional a payout and a new bank account, saving nothing', async () => {
    const seller = await createVerifiedSeller(app, db());
    const test = await getAs(app, seller, '/api/payments/test-bank-accounts');
    const [paid, fails] = test.json<{
      accounts: { bankCode: string; accountNumber: string }[];
    }>().accounts;
    const saved = await postAs(app, seller, '/api/payments/bank-accounts', {
      bankCode: paid!.bankCode,
      accountNumber: paid!.accountNumber,
    });
    expect(saved.statusCode, saved.body).toBe(201);
    await makeStale(seller);

    const added = await postAs(app, seller, '/api/payments/bank-accounts', {
      bankCode: fails!.bankCode,
      accountNumber: fails!.accountNumber,
    });
    expect(added.statusCode).toBe(403);
    expect(added.json().error).toEqual(REFUSED);
    const payout = await moneyCall(app, seller, '/api/payments/payouts', {
      amountMinor: '100000',
      bankAccountId: saved.json().account.id,
    });
    expect(payout.statusCode).toBe(403);
    expect(payout.json().error).toEqual(REFUSED);
    const accounts = await db()
      .select()
      .from(bankAccounts)
      .where(eq(bankAccounts.userId, seller.id));
    expect(accounts).toHaveLength(1);
    expect(await db().select().from(payouts).where(eq(payouts.userId, seller.id))).toEqual([]);

    expect((await confirm(seller.cookie, { password: seller.password })).statusCode).toBe(200);
    const again = await postAs(app, seller, '/api/payments/bank-accounts', {
      bankCode: fails!.bankCode,
      accountNumber: fails!.accountNumber,
    });
    expect(again.statusCode, again.body).toBe(201);
  });

  it('refuses a wrong password with its field, counts it, and locks the account out after five', async () => {
    const buyer = await createPersona(app, db(), 'buyer');
    await makeStale(buyer);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const wrong = await confirm(buyer.cookie, { password: 'Not-The-Password-1!' });
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json().error).toEqual({
        code: 'VALIDATION_FAILED',
        message: SECURITY_MESSAGES.wrongPassword,
        fields: [{ path: 'password', message: SECURITY_MESSAGES.wrongPassword }],
      });
    }
    // Even the right password waits now, on this session and on any other.
    const locked = await confirm(buyer.cookie, { password: buyer.password });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.message).toMatch(/^Too many wrong passwords\. Please wait/);
    expect(locked.headers['retry-after']).toBeDefined();
    const other = await signInAgain(buyer);
    expect((await confirm(other.cookie, { password: buyer.password })).statusCode).toBe(429);
    expect((await withdraw(buyer)).statusCode).toBe(403);
  });

  it('makes only the session that gave the factor fresh', async () => {
    const buyer = await createPersona(app, db(), 'buyer');
    const laptop = buyer;
    const phone = await signInAgain(buyer);
    await makeStale(buyer);
    expect((await confirm(laptop.cookie, { password: buyer.password })).statusCode).toBe(200);
    const fromPhone = await withdraw(phone);
    expect(fromPhone.statusCode).toBe(403);
    expect(fromPhone.json().error).toEqual(REFUSED);
    // The laptop passes the check (and is refused only for want of money).
    const fromLaptop = await withdraw(laptop);
    expect(fromLaptop.json().error?.code).not.toBe('FRESH_CHECK_REQUIRED');
  });

  it('asks the two-factor code, not the password, once two-factor sign-in is on', async () => {
    const buyer = await createPersona(app, db(), 'buyer');
    // Turned on as /profile does: its confirming code opens a new session.
    const user = await turnOnTwoFactor(app, buyer);
    const { cookie } = user;
    expect((await getAs(app, user, '/api/accounts/fresh-checks')).json().factor).toBe('code');
    await makeStale(user);

    const byPassword = await confirm(cookie, { password: buyer.password });
    expect(byPassword.statusCode).toBe(400);
    expect(byPassword.json().error.fields).toEqual([
      { path: 'code', message: SECURITY_MESSAGES.codeRequired },
    ]);
    const right = totpCode(user.totpKey!);
    const wrong = String((Number(right) + 500_000) % 1_000_000).padStart(6, '0');
    const byWrongCode = await confirm(cookie, { code: wrong });
    expect(byWrongCode.statusCode).toBe(400);
    expect(byWrongCode.json().error.fields).toEqual([
      { path: 'code', message: SECURITY_MESSAGES.wrongCode },
    ]);
    expect((await withdraw(user)).statusCode).toBe(403);
    // With two-factor on, a session opened by the password alone (a browser trusted for 30 days
    // skips the code) does not start fresh.
    const [sessionId] = await sessionIdsOf(buyer.id);
    await recordSignInFreshCheck(db(), { id: sessionId!, userId: buyer.id }, '/sign-in/email');
    expect((await withdraw(user)).statusCode).toBe(403);
    expect((await confirm(cookie, { code: right })).statusCode).toBe(200);
    expect((await withdraw(user)).json().error?.code).not.toBe('FRESH_CHECK_REQUIRED');
  });

  it('makes a sign-in fresh by its code, but not a password sign-in on a trusted browser', async () => {
    const seller = await turnOnTwoFactor(app, await createPersona(app, db(), 'seller'));
    /** Cookies a response set, as the browser would send them on (cleared ones dropped). */
    const jar = new Map<string, string>();
    const send = async (url: string, payload: Record<string, unknown>) => {
      const response = await app.inject({
        method: 'POST',
        url,
        payload,
        headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') },
        remoteAddress: randomIp(),
      });
      for (const cookie of response.cookies) {
        if (cookie.value === '' || cookie.maxAge === 0) jar.delete(cookie.name);
        else jar.set(cookie.name, cookie.value);
      }
      return response;
    };
    const stateHere = async () =>
      (
        await app.inject({
          method: 'GET',
          url: '/api/accounts/fresh-checks',
          headers: { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') },
        })
      ).json<{ checkedAt: string | null }>();
    const credentials = { email: seller.email, password: seller.password };

    expect((await send('/api/accounts/sign-in', credentials)).json().twoFactorRequired).toBe(true);
    const withCode = await send('/api/accounts/sign-in/two-factor', {
      code: totpCode(seller.totpKey!),
      trustDevice: true,
    });
    expect(withCode.statusCode, withCode.body).toBe(200);
    expect((await stateHere()).checkedAt).not.toBeNull();

    // The trusted browser signs in with the password alone: a session, but not a fresh one.
    const trusted = await send('/api/accounts/sign-in', credentials);
    expect(trusted.json().user?.id).toBe(seller.id);
    expect((await stateHere()).checkedAt).toBeNull();
  });

  it('does not count a wallet sign-in as a fresh factor, and says what to do without a password', async () => {
    const signedIn = await app.inject({
      method: 'POST',
      url: '/api/accounts/wallet/sign-in',
      payload: await signedSiwe(app, newWallet()),
      remoteAddress: randomIp(),
    });
    expect(signedIn.statusCode).toBe(200);
    const cookie = cookieFrom(signedIn);
    const state = await app.inject({
      method: 'GET',
      url: '/api/accounts/fresh-checks',
      headers: { cookie },
    });
    expect(state.json()).toEqual({ factor: 'none', hasPassword: false, checkedAt: null });
    const refused = await app.inject({
      method: 'POST',
      url: '/api/wallet/withdrawals',
      headers: { cookie, 'idempotency-key': randomUUID() },
      payload: { amountMinor: '1000000', destinationAddress: externalAddress() },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual(REFUSED);
    const noFactor = await confirm(cookie, { password: 'anything-at-all' });
    expect(noFactor.statusCode).toBe(409);
    expect(noFactor.json().error.message).toMatch(/Turn on two-factor sign-in on your profile/);
  });
});
