import { assessPassword, demoAccountsResponseSchema } from '@titletrust/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieFrom, randomIp } from '../../../test/support/personas';
import { totpCode } from '../../platform/totp';
import { buildTestApp, type TestApp } from '../../../test/support/test-app';
import { useTestDatabase } from '../../../test/support/test-database';
import { checkLedger } from '../ledger';
import { seedDemoAccounts } from './seed-demo-accounts';
import { seedDemoMarketplace } from './seed-demo-marketplace';

describe('demo mode', () => {
  const database = useTestDatabase();
  let app: TestApp;

  beforeAll(async () => {
    app = await buildTestApp(database(), { DEMO_MODE: 'true' });
  });
  afterAll(() => app.close());

  it('seeds the buyer, seller and admin once, with strong generated passwords that sign in', async () => {
    await seedDemoAccounts(database(), app.services, false);
    await seedDemoAccounts(database(), app.services, false);
    const { accounts } = demoAccountsResponseSchema.parse(
      (await app.inject('/api/demo/accounts')).json(),
    );
    expect(accounts.map((account) => [account.role, account.email])).toEqual([
      ['buyer', 'buyer@demo.titletrust.ng'],
      ['seller', 'seller@demo.titletrust.ng'],
      ['admin', 'admin@demo.titletrust.ng'],
    ]);
    for (const account of accounts) {
      expect(assessPassword(account.password).isValid).toBe(true);
      const signIn = await app.inject({
        method: 'POST',
        url: '/api/accounts/sign-in',
        payload: { email: account.email, password: account.password },
        remoteAddress: randomIp(),
      });
      if (account.role !== 'admin') {
        expect(signIn.json().user.role).toBe(account.role);
        expect(account.authenticatorKey).toBeNull();
        continue;
      }
      // The admin uses two-factor sign-in: the code shown on /test-accounts finishes it.
      expect(signIn.json()).toEqual({ user: null, twoFactorRequired: true });
      expect(account.currentCode).toBe(totpCode(account.authenticatorKey!));
      const finished = await app.inject({
        method: 'POST',
        url: '/api/accounts/sign-in/two-factor',
        payload: { code: account.currentCode },
        headers: { cookie: cookieFrom(signIn) },
        remoteAddress: randomIp(),
      });
      expect(finished.json().user).toMatchObject({ role: 'admin', twoFactorEnabled: true });
    }
    const seller = await app.inject({
      method: 'POST',
      url: '/api/accounts/sign-in',
      payload: { email: accounts[1]!.email, password: accounts[1]!.password },
      remoteAddress: randomIp(),
    });
    expect(seller.json().user.isVerified).toBe(true);
    // Their test bank accounts are saved as if a day ago: the demo pays out at once.
    const saved = await app.inject({
      method: 'GET',
      url: '/api/payments/bank-accounts',
      headers: { cookie: cookieFrom(seller) },
    });
    const { accounts: bankAccounts } = saved.json<{
      accounts: { state: string; receivesPayoutsFrom: string }[];
    }>();
    expect(bankAccounts).toHaveLength(4);
    for (const account of bankAccounts) {
      expect(account.state).toBe('active');
      expect(Date.parse(account.receivesPayoutsFrom)).toBeLessThan(Date.now());
    }
  });

  it('lets two instances seed at once without duplicates', async () => {
    await database().pool.query('DELETE FROM demo_accounts');
    await Promise.all([
      seedDemoAccounts(database(), app.services, false),
      seedDemoAccounts(database(), app.services, false),
    ]);
    const { rows } = await database().pool.query(
      "SELECT count(*)::int AS n FROM users WHERE email LIKE '%@demo.titletrust.ng'",
    );
    expect(rows[0].n).toBe(3);
  });

  it('shows the e-mails the platform sent in the dev mailbox', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/accounts/password-reset-requests',
      payload: { email: 'buyer@demo.titletrust.ng' },
      remoteAddress: randomIp(),
    });
    const deadline = Date.now() + 10_000;
    let message: { status: string; text: string } | undefined;
    while (Date.now() < deadline && message?.status !== 'captured') {
      message = (await app.inject('/api/demo/mailbox')).json().messages[0];
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(message).toMatchObject({ status: 'captured' });
    expect(message!.text).toMatch(/\/reset-password\?token=/);
  });

  it('has no demo routes outside demo mode', async () => {
    const production = await buildTestApp(database(), { DEMO_MODE: 'false' });
    expect((await production.inject('/api/demo/accounts')).statusCode).toBe(404);
    expect((await production.inject('/api/demo/mailbox')).statusCode).toBe(404);
    await production.close();
  });
});

describe('the demo marketplace', () => {
  const database = useTestDatabase();

  it('seeds realistic gigs and bids once, through the real use cases', async () => {
    const app = await buildTestApp(database(), { DEMO_MODE: 'true' });
    await seedDemoAccounts(database(), app.services, false);
    await seedDemoMarketplace(database(), app.services, { PLATFORM_FEE_BPS: 1000 }, false);
    await seedDemoMarketplace(database(), app.services, { PLATFORM_FEE_BPS: 1000 }, false);
    const { rows } = await database().pool.query(
      'SELECT (SELECT count(*)::int FROM gigs) AS gigs, (SELECT count(*)::int FROM bids) AS bids, (SELECT count(*)::int FROM contracts) AS contracts, (SELECT count(DISTINCT category)::int FROM gigs) AS categories, (SELECT count(DISTINCT property_state)::int FROM gigs) AS states',
    );
    expect(rows[0]).toMatchObject({ gigs: 12, contracts: 4, categories: 9 });
    expect(rows[0].bids).toBeGreaterThanOrEqual(15);
    expect(rows[0].states).toBeGreaterThanOrEqual(8);
    // Naira at Lagos and Abuja fees, and one USDC gig.
    const { rows: currencies } = await database().pool.query<{ currency: string; n: number }>(
      'SELECT currency, count(*)::int AS n FROM gigs GROUP BY currency ORDER BY currency',
    );
    expect(currencies).toEqual([
      { currency: 'NGN', n: 11 },
      { currency: 'USDC', n: 1 },
    ]);
    const { rows: searches } = await database().pool.query<{ min: string; max: string }>(
      `SELECT budget_min_minor::text AS min, coalesce(budget_max_minor, budget_min_minor)::text AS max
       FROM gigs WHERE title LIKE 'Verify the C of O%' AND currency = 'NGN'`,
    );
    expect(BigInt(searches[0]!.min)).toBeGreaterThanOrEqual(15_000_000n); // ₦150,000
    expect(BigInt(searches[0]!.max)).toBeLessThanOrEqual(50_000_000n); // ₦500,000
    // The contracts went through the ledger, each in its gig's currency: two active (naira and
    // USDC), one paid out, and the Gwarinpa one in three milestones, its first delivered.
    const { rows: states } = await database().pool.query<{
      state: string;
      currency: string;
      held: string;
    }>(
      `SELECT c.state, c.currency, coalesce(sum(a.balance_minor), 0)::text AS held FROM contracts c
       LEFT JOIN ledger_accounts a ON a.contract_id = c.id
       GROUP BY c.id ORDER BY c.state, c.currency`,
    );
    expect(states).toEqual([
      { state: 'active', currency: 'NGN', held: '240000000' }, // ₦2,400,000
      { state: 'active', currency: 'USDC', held: '150000000' }, // 150 USDC
      { state: 'completed', currency: 'NGN', held: '0' },
      { state: 'delivered', currency: 'NGN', held: '40000000' }, // milestone 1: ₦400,000
    ]);
    // The demo client's naira came in as "Demo naira" and went into escrow, less the ₦800,000
    // of the Gwarinpa job's later milestones, which they keep to fund them; the demo
    // professional was paid ₦300,000 less the 10 % fee; USDC still came from the faucet.
    const { rows: balances } = await database().pool.query<{
      email: string;
      key: string;
      balance: string;
    }>(
      `SELECT u.email, split_part(a.key, ':', 1) || ':' || a.currency AS key,
              a.balance_minor::text AS balance
       FROM ledger_accounts a JOIN users u ON u.id = a.user_id
       WHERE u.email LIKE '%@demo.titletrust.ng' ORDER BY u.email, a.key`,
    );
    expect(balances).toEqual([
      { email: 'buyer@demo.titletrust.ng', key: 'available:NGN', balance: '80000000' },
      { email: 'seller@demo.titletrust.ng', key: 'available:NGN', balance: '27000000' },
    ]);
    const { rows: deposits } = await database().pool.query<{ memo: string; n: number }>(
      `SELECT e.memo, count(*)::int AS n FROM journal_entries e JOIN ledger_postings p
         ON p.entry_id = e.id AND p.amount_minor > 0
       WHERE e.kind = 'deposit' GROUP BY e.memo, p.currency ORDER BY e.memo`,
    );
    expect(deposits).toEqual([
      { memo: 'Demo naira', n: 3 },
      { memo: 'Test USDC from the faucet', n: 1 },
    ]);
    // Every naira came in through a (demo) paid checkout: the books hold together.
    expect((await checkLedger(database().db)).problems).toEqual([]);
    await app.close();
  });
});
