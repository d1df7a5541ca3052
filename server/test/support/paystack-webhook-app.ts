import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { DatabaseConnection } from '../../src/db/client';
import { moneyCall } from './escrow';
import type { FakePaystack } from './fake-paystack';
import { startAppOnFakePaystack } from './paystack-app';
import type { Persona } from './personas';
import type { TestApp } from './test-app';

export interface PaystackApp {
  app: TestApp;
  fake: FakePaystack;
  close(): Promise<void>;
}

/**
 * The app on the fake Paystack (transfers settle only when the test says, settleTransfers()),
 * listening on a port so the fake delivers its signed webhooks to it over real HTTP.
 */
export async function startPaystackApp(
  connection: Pick<DatabaseConnection, 'db' | 'pool'>,
): Promise<PaystackApp> {
  const { app, fake } = await startAppOnFakePaystack(connection, { settleAfterMs: null });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  fake.setWebhookUrl(`${address}/api/webhooks/paystack`);
  return { app, fake, close: () => app.close() };
}

/** A top-up checkout opened through the API. */
export async function openCheckout(app: TestApp, persona: Persona, amountMinor: string) {
  const response = await moneyCall(app, persona, '/api/payments/checkouts', { amountMinor });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ checkout: { reference: string; checkoutUrl: string } }>().checkout;
}

/** How many journal entries of one kind a checkout or payout has. */
export async function entriesOf(
  connection: Pick<DatabaseConnection, 'db'>,
  link: { checkoutReference: string } | { payoutId: string },
  kind: string,
): Promise<number> {
  const { rows } = await connection.db.execute<{ n: number }>(
    'checkoutReference' in link
      ? sql`SELECT count(*)::int AS n FROM journal_entries e JOIN payment_checkouts c ON c.id = e.checkout_id
            WHERE c.reference = ${link.checkoutReference} AND e.kind = ${kind}`
      : sql`SELECT count(*)::int AS n FROM journal_entries
            WHERE payout_id = ${link.payoutId} AND kind = ${kind}`,
  );
  return rows[0]!.n;
}
