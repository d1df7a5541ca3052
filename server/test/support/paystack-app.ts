import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { DatabaseConnection } from '../../src/db/client';
import { FAKE_PAYSTACK_SECRET, startFakePaystack, type FakePaystack } from './fake-paystack';
import type { Persona } from './personas';
import { buildTestApp, type TestApp } from './test-app';

/**
 * The app on Paystack, Paystack being the fake (fake-paystack/): the real adapter over real
 * HTTP. A timeout short enough that a request the fake never answers fails in a test's time, long
 * enough for the fake's first answer (it compiles Paystack's description) on a busy machine.
 */
export async function startAppOnFakePaystack(
  connection: Pick<DatabaseConnection, 'db' | 'pool'>,
  options: { settleAfterMs?: number | null } = {},
): Promise<{ app: TestApp; fake: FakePaystack }> {
  const fake = await startFakePaystack({ settleAfterMs: options.settleAfterMs });
  const app = await buildTestApp(connection, {
    PAYSTACK_SECRET_KEY: FAKE_PAYSTACK_SECRET,
    PAYSTACK_BASE_URL: fake.url,
    PAYSTACK_TIMEOUT_MS: '4000',
  });
  app.addHook('onClose', () => fake.close());
  return { app, fake };
}

/** A persona's available naira, in kobo, as the ledger holds it. */
export async function availableNaira(
  connection: Pick<DatabaseConnection, 'db'>,
  persona: Persona,
): Promise<bigint> {
  const { rows } = await connection.db.execute<{ balance: string }>(
    sql`SELECT coalesce(max(balance_minor), 0)::text AS balance FROM ledger_accounts
        WHERE key = ${`available:${persona.id}:NGN`}`,
  );
  return BigInt(rows[0]!.balance);
}

/** The fake's requests to one path (with its method), for counting the adapter's calls. */
export const requestsTo = (fake: FakePaystack, method: string, pathPrefix: string) =>
  fake.requests.filter(
    (request) => request.method === method && request.path.startsWith(pathPrefix),
  );

/**
 * What every Paystack test ends with: the adapter asked only what Paystack's description allows,
 * with our key as a bearer token and nowhere else, and no answer of ours showed the key.
 */
export function expectCleanPaystackTraffic(fake: FakePaystack, answers: LightMyRequestResponse[]) {
  expect(fake.specViolations).toEqual([]);
  for (const request of fake.requests) {
    if (request.path.startsWith('/checkout/')) continue;
    expect(request.headers.authorization).toBe(`Bearer ${FAKE_PAYSTACK_SECRET}`);
    expect(JSON.stringify(request.body ?? '')).not.toContain(FAKE_PAYSTACK_SECRET);
  }
  for (const answer of answers) expect(answer.body).not.toContain(FAKE_PAYSTACK_SECRET);
}
