import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema';
import { cookieFrom, createPersona, randomIp } from './support/personas';
import { buildTestApp } from './support/test-app';
import { useTestDatabase } from './support/test-database';

const script = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../src/scripts/create-admin.ts',
);

async function runCreateAdmin(databaseUrl: string, email: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', script, email], {
    env: {
      PATH: process.env.PATH,
      DATABASE_URL: databaseUrl,
      NODE_ENV: 'test',
      DEMO_MODE: 'false',
      DATA_DIR: '/tmp/titletrust-create-admin-test',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const [code] = (await once(child, 'exit')) as [number];
  return { code, output };
}

describe('npm run admin:create', () => {
  const database = useTestDatabase();

  it('creates the first admin, verified, with a one-time password, and promotes a verified account', async () => {
    const created = await runCreateAdmin(database().url, 'Founder@TitleTrust.ng');
    expect(created.code).toBe(0);
    const password = /^\s{2}(\S+)$/m.exec(created.output)?.[1];
    expect(password).toBeTruthy();

    const app = await buildTestApp(database());
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/accounts/sign-in',
      payload: { email: 'founder@titletrust.ng', password },
      remoteAddress: randomIp(),
    });
    expect(signIn.json().user).toMatchObject({ role: 'admin', emailVerified: true });
    expect(created.output).toContain('Admins must use two-factor sign-in');
    // Nothing opens until two-factor is on.
    const before = await app.inject({
      method: 'GET',
      url: '/api/admin/stats',
      headers: { cookie: cookieFrom(signIn) },
    });
    expect(before.json().error.code).toBe('TWO_FACTOR_REQUIRED');

    const seller = await createPersona(app, database().db, 'seller');
    // Unverified, the account may be a stranger's who typed the address: not promoted.
    const refused = await runCreateAdmin(database().url, seller.email);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(
      `${seller.email} has an account whose address is not verified yet, so it may not be yours.`,
    );
    await database().db.update(users).set({ emailVerified: true }).where(eq(users.id, seller.id));
    const promoted = await runCreateAdmin(database().url, seller.email);
    expect(promoted.code).toBe(0);
    expect(promoted.output).toMatch(
      new RegExp(`^${seller.email} is now an admin\\.\\nAdmins must use two-factor sign-in`),
    );
    const session = await app.inject({
      method: 'GET',
      url: '/api/accounts/session',
      headers: { cookie: seller.cookie },
    });
    expect(session.json().user.role).toBe('admin');
    await app.close();
  });

  it('refuses something that is not an e-mail address', async () => {
    const result = await runCreateAdmin(database().url, 'not-an-email');
    expect(result.code).toBe(1);
    expect(result.output).toContain(
      'Please enter a valid email address. Usage: npm run admin:create -- you@example.com',
    );
  });
});
