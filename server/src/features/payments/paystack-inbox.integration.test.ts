import { createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAs } from '../../../test/support/escrow';
import { createPersona, type Persona } from '../../../test/support/personas';
import { buildTestApp, type TestApp } from '../../../test/support/test-app';
import { useTestDatabase } from '../../../test/support/test-database';
import { waitFor } from '../../../test/support/wait-for';
import { providerEvents } from '../../db/schema';
import { processProviderEvent } from './process-provider-event';

const SECRET = 'sk_test_inboxsecret0123456789';
const sign = (body: string, key = SECRET) => createHmac('sha512', key).update(body).digest('hex');

/**
 * The webhook's door and its inbox, with bodies signed by hand: what is refused, what is stored
 * once, and what is ignored. (Events about our own payments, with Paystack asked about them, are
 * in paystack-webhooks.integration.test.ts, against the fake Paystack.)
 */
describe("Paystack's webhook inbox", () => {
  const database = useTestDatabase();
  let app: TestApp;
  let admin: Persona;

  beforeAll(async () => {
    // Nothing here asks Paystack anything: the address only has to be one.
    app = await buildTestApp(database(), {
      PAYSTACK_SECRET_KEY: SECRET,
      PAYSTACK_BASE_URL: 'http://127.0.0.1:9',
    });
    admin = await createPersona(app, database().db, 'admin');
  });
  afterAll(() => app.close());

  const post = (body: string, signature?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/webhooks/paystack',
      headers: {
        'content-type': 'application/json',
        ...(signature === undefined ? {} : { 'x-paystack-signature': signature }),
      },
      payload: body,
    });
  const storedAbout = (reference: string) =>
    database().db.select().from(providerEvents).where(eq(providerEvents.reference, reference));

  it('refuses a forged or missing signature with 401 and stores nothing', async () => {
    const body = JSON.stringify({ event: 'charge.success', data: { reference: 'tt_forged' } });
    const forged = await post(body, sign(body, 'sk_test_someoneelse'));
    expect(forged.statusCode).toBe(401);
    expect(forged.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
    expect((await post(body)).statusCode).toBe(401);
    expect((await post(body, 'not-hex')).statusCode).toBe(401);
    // Signed, then changed on the way: one byte is enough.
    expect((await post(body.replace('forged', 'forgeD'), sign(body))).statusCode).toBe(401);
    expect(await storedAbout('tt_forged')).toEqual([]);
    expect(await storedAbout('tt_forgeD')).toEqual([]);
  });

  it('stores a signed event once however often it is delivered, and answers 200 each time', async () => {
    const body = JSON.stringify({
      event: 'charge.success',
      data: { reference: 'tt_notours0001', amount: 500000, status: 'success' },
    });
    const answers = await Promise.all([1, 2, 3].map(() => post(body, sign(body))));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(answers[0]!.json()).toEqual({ received: true });
    const [event] = await waitFor(
      () => storedAbout('tt_notours0001'),
      (rows) => rows.length === 1 && rows[0]!.state !== 'received',
    );
    // Not a checkout of ours: nothing to ask Paystack, and the reason is kept.
    expect(event).toMatchObject({
      event: 'charge.success',
      state: 'ignored',
      attempts: 1,
      lastError: 'No Paystack checkout of ours has this reference.',
    });
    expect(event!.payload).toMatchObject({ data: { amount: 500000 } });
  });

  it('ignores transfers that are not ours and events it does not act on, stored all the same', async () => {
    const transfer = JSON.stringify({
      event: 'transfer.success',
      data: { reference: 'not-a-payout-id' },
    });
    const other = JSON.stringify({
      event: 'subscription.create',
      data: { reference: 'sub_ref_0001' },
    });
    expect((await post(transfer, sign(transfer))).statusCode).toBe(200);
    expect((await post(other, sign(other))).statusCode).toBe(200);
    const ignored = async (reference: string) =>
      (
        await waitFor(
          () => storedAbout(reference),
          (rows) => rows[0]?.state === 'ignored',
        )
      )[0]!;
    expect((await ignored('not-a-payout-id')).lastError).toBe(
      'No Paystack payout of ours has this reference.',
    );
    expect((await ignored('sub_ref_0001')).lastError).toBe(
      'Not an event we act on (subscription.create).',
    );
  });

  it('processes an event once when several instances reach for it at the same time', async () => {
    const [event] = await database()
      .db.insert(providerEvents)
      .values({
        provider: 'paystack',
        event: 'transfer.failed',
        reference: 'not-ours-concurrent',
        payload: {},
      })
      .returning();
    const deps = {
      db: database().db,
      provider: app.services.paymentsProvider,
      fundEscrow: app.services.fundEscrow,
    };
    const runs = await Promise.all(
      Array.from({ length: 5 }, () => processProviderEvent(deps, event!.id)),
    );
    expect(runs.filter(Boolean)).toHaveLength(1);
    const [after] = await storedAbout('not-ours-concurrent');
    expect(after).toMatchObject({ state: 'ignored', attempts: 1 });
  });

  it('refuses a signed body that is not an event with 400, storing nothing', async () => {
    const before = await database().db.$count(providerEvents);
    for (const body of ['not json', '{"data":{}}', '[]']) {
      const answer = await post(body, sign(body));
      expect(answer.statusCode, body).toBe(400);
    }
    expect(await database().db.$count(providerEvents)).toBe(before);
  });

  it('lists the inbox for admins only, by state', async () => {
    const url = '/api/admin/payments/provider-events?state=ignored';
    const listed = await getAs(app, admin, url);
    expect(listed.statusCode).toBe(200);
    const { events } = listed.json<{ events: { state: string; reference: string }[] }>();
    expect(events.length).toBeGreaterThanOrEqual(3);
    expect(events.every((event) => event.state === 'ignored')).toBe(true);
    expect(listed.body).not.toContain('payload');
    const client = await createPersona(app, database().db, 'buyer');
    expect((await getAs(app, client, url)).statusCode).toBe(403);
    expect(
      (await getAs(app, admin, '/api/admin/payments/provider-events?state=odd')).statusCode,
    ).toBe(400);
    // Only a failed event is retried.
    const [ignored] = await database()
      .db.select({ id: providerEvents.id })
      .from(providerEvents)
      .where(sql`state = 'ignored'`)
      .limit(1);
    const retry = await app.inject({
      method: 'POST',
      url: `/api/admin/provider-events/${ignored!.id}/retry`,
      headers: { cookie: admin.cookie },
    });
    expect(retry.statusCode).toBe(409);
  });
});

describe("Paystack's webhook without Paystack", () => {
  const database = useTestDatabase();
  it('does not exist', async () => {
    const app = await buildTestApp(database());
    try {
      const body = '{"event":"charge.success","data":{"reference":"x"}}';
      const answer = await app.inject({
        method: 'POST',
        url: '/api/webhooks/paystack',
        headers: { 'content-type': 'application/json', 'x-paystack-signature': sign(body) },
        payload: body,
      });
      expect(answer.statusCode).toBe(404);
    } finally {
      await app.close();
    }
  });
});
