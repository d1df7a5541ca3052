import { assessPassword, demoAccountsResponseSchema } from '@titletrust/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomIp } from '../../../test/support/personas';
import { buildTestApp, type TestApp } from '../../../test/support/test-app';
import { useTestDatabase } from '../../../test/support/test-database';
import { seedDemoAccounts } from './seed-demo-accounts';

describe('demo mode', () => {
  const database = useTestDatabase();
  let app: TestApp;

  beforeAll(async () => {
    app = await buildTestApp(database(), { DEMO_MODE: 'true' });
  });
  afterAll(() => app.close());

  it('seeds the buyer, seller and admin once, with strong generated passwords that sign in', async () => {
    await seedDemoAccounts(database(), app.services.auth, false);
    await seedDemoAccounts(database(), app.services.auth, false);
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
      expect(signIn.json().user.role).toBe(account.role);
    }
    const seller = await app.inject({
      method: 'POST',
      url: '/api/accounts/sign-in',
      payload: { email: accounts[1]!.email, password: accounts[1]!.password },
      remoteAddress: randomIp(),
    });
    expect(seller.json().user.isVerified).toBe(true);
  });

  it('lets two instances seed at once without duplicates', async () => {
    await database().pool.query('DELETE FROM demo_accounts');
    await Promise.all([
      seedDemoAccounts(database(), app.services.auth, false),
      seedDemoAccounts(database(), app.services.auth, false),
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
