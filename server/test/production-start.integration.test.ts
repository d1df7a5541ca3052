import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { demoAccounts, users } from '../src/db/schema';
import { seedDemoAccounts } from '../src/features/demo';
import { cookieFrom, randomIp } from './support/personas';
import { startServerProcess } from './support/server-process';
import { buildTestApp, TEST_AUTH_SECRET } from './support/test-app';
import { useTestDatabase } from './support/test-database';
import { totpCode } from '../src/platform/totp';

describe('a production start on a database that once ran in demo mode', () => {
  const database = useTestDatabase();

  it('disables the demo accounts, whose passwords were on /test-accounts', async () => {
    const { db } = database();
    const demo = await buildTestApp(database(), { DEMO_MODE: 'true' });
    await seedDemoAccounts(database(), demo.services, false);
    const accounts = await db.select().from(demoAccounts);
    const admin = accounts.find((account) => account.role === 'admin')!;
    const password = await demo.inject({
      method: 'POST',
      url: '/api/accounts/sign-in',
      payload: { email: admin.email, password: admin.password },
      remoteAddress: randomIp(),
    });
    // The demo admin uses two-factor sign-in, as every admin must.
    const signedIn = await demo.inject({
      method: 'POST',
      url: '/api/accounts/sign-in/two-factor',
      payload: { code: totpCode(admin.authenticatorKey!) },
      headers: { cookie: cookieFrom(password) },
      remoteAddress: randomIp(),
    });
    expect(signedIn.json().user.role).toBe('admin');
    const demoSession = cookieFrom(signedIn);
    await demo.close();

    const server = await startServerProcess({
      NODE_ENV: 'production',
      DATABASE_URL: database().url,
      // The same secret, so the demo-days session cookie would still be valid if it survived.
      AUTH_SECRET: TEST_AUTH_SECRET,
      CUSTODY_ENCRYPTION_KEY: Buffer.alloc(32, 3).toString('base64'),
      SMTP_URL: 'smtp://127.0.0.1:9',
      // Tests never reach the CBN (a production start fetches the day's rate at once).
      RATE_SOURCE_URL: 'off',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'titletrust-production-start-')),
    });
    try {
      for (const account of accounts) {
        const response = await fetch(`${server.url}/api/accounts/sign-in`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: account.email, password: account.password }),
        });
        expect(response.status, account.email).toBe(401);
        expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
          'Invalid email or password. Please try again.',
        );
      }
      const session = await fetch(`${server.url}/api/accounts/session`, {
        headers: { cookie: demoSession },
      });
      expect(await session.json()).toEqual({ user: null });
      expect((await fetch(`${server.url}/api/demo/accounts`)).status).toBe(404);
    } finally {
      await server.stop();
    }

    const records = await db
      .select({ banned: users.banned, role: users.role })
      .from(users)
      .where(
        inArray(
          users.id,
          accounts.map((account) => account.userId),
        ),
      );
    expect(records).toEqual(Array(3).fill({ banned: true, role: 'user' }));
    const [stillThere] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.id, admin.userId));
    expect(stillThere).toBeDefined();
  }, 120_000);
});
