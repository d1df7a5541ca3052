import { networkInterfaces } from 'node:os';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { openEventStream } from '../../test/support/event-stream';
import { createPersona } from '../../test/support/personas';
import { freePort } from '../../test/support/server-process';
import { buildTestApp, type TestApp } from '../../test/support/test-app';
import { useTestDatabase } from '../../test/support/test-database';
import { waitFor } from '../../test/support/wait-for';
import { connectDatabase } from '../db/client';
import { users } from '../db/schema';
import { available, EXTERNAL, postEntry } from '../features/ledger';
import { storeEmail } from '../platform/mail/queue-email';

const TOKEN = 'metrics-token-for-the-tests-0123456789abcdef';
const bearer = { authorization: `Bearer ${TOKEN}` };

/** The value of the sample `name{…}` whose labels include every one given, or undefined. */
function sampleOf(text: string, name: string, labels: Record<string, string> = {}) {
  const line = text
    .split('\n')
    .find(
      (candidate) =>
        (candidate.startsWith(`${name}{`) || candidate.startsWith(`${name} `)) &&
        Object.entries(labels).every(([key, value]) => candidate.includes(`${key}="${value}"`)),
    );
  return line === undefined ? undefined : Number(line.slice(line.lastIndexOf(' ') + 1));
}

describe('GET /metrics', () => {
  const database = useTestDatabase();
  let app: TestApp | undefined;
  afterEach(async () => {
    await app?.close();
    app = undefined;
  });

  const scrape = async () => {
    const response = await app!.inject({ method: 'GET', url: '/metrics', headers: bearer });
    expect(response.statusCode).toBe(200);
    return response.body;
  };

  it('answers 404 when metrics are not configured', async () => {
    app = await buildTestApp(database());
    const response = await app.inject({ method: 'GET', url: '/metrics', headers: bearer });
    expect(response.statusCode).toBe(404);
  });

  it('asks for the bearer token: 401 without it or with a wrong one, 200 with it', async () => {
    app = await buildTestApp(database(), { METRICS_TOKEN: TOKEN });
    const without = await app.inject({ method: 'GET', url: '/metrics' });
    expect(without.statusCode).toBe(401);
    expect(without.headers['www-authenticate']).toBe('Bearer realm="metrics"');
    expect(without.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
    for (const authorization of [`Bearer ${TOKEN}x`, `Bearer ${TOKEN.slice(1)}`, TOKEN, 'Bearer'])
      expect(
        (await app.inject({ method: 'GET', url: '/metrics', headers: { authorization } }))
          .statusCode,
        authorization,
      ).toBe(401);
    const right = await app.inject({ method: 'GET', url: '/metrics', headers: bearer });
    expect(right.statusCode).toBe(200);
    expect(right.headers['content-type']).toContain('text/plain; version=0.0.4');
    expect(right.body).toContain('# TYPE process_cpu_seconds_total counter');
  });

  it('times requests by route pattern and status, never by raw URL', async () => {
    app = await buildTestApp(database(), { METRICS_TOKEN: TOKEN });
    const gigId = '6f9619ff-8b86-4d01-b42d-00cf4fc964ff';
    await app.inject({ method: 'GET', url: `/api/gigs/${gigId}` });
    await app.inject({ method: 'GET', url: '/api/health' });
    await app.inject({ method: 'GET', url: '/api/no-such-route/12345' });
    const text = await scrape();
    const count = (route: string, status: string) =>
      sampleOf(text, 'titletrust_http_request_duration_seconds_count', {
        method: 'GET',
        route,
        status_code: status,
      });
    expect(count('/api/health', '200')).toBe(1);
    // A signed-in route asked anonymously.
    expect(count('/api/gigs/:id', '401')).toBe(1);
    expect(count('unmatched', '404')).toBe(1);
    expect(text).not.toContain(gigId);
    expect(text).not.toContain('12345');
    expect(text).toContain('titletrust_http_request_duration_seconds_bucket{le="0.005"');
  });

  it('counts 5xx answers, and a figure it cannot read is left out, not made up', async () => {
    // Port 9 (discard) has nothing listening: the readiness check answers 503.
    const unreachable = connectDatabase('postgres://nobody@127.0.0.1:9/none');
    app = await buildTestApp(database(), { METRICS_TOKEN: TOKEN }, { db: unreachable.db });
    expect((await app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(503);
    const text = await scrape();
    expect(
      sampleOf(text, 'titletrust_http_server_errors_total', {
        route: '/api/health/ready',
        status_code: '503',
      }),
    ).toBe(1);
    expect(sampleOf(text, 'titletrust_metrics_read_failures_total', { source: 'outbox' })).toBe(1);
    expect(sampleOf(text, 'titletrust_outbox_emails_waiting')).toBeUndefined();
    await unreachable.close();
  });

  it('shows the pool, job queues, outbox, open streams, money movements and webhook lag', async () => {
    app = await buildTestApp(database(), { METRICS_TOKEN: TOKEN });
    const { db } = database();
    // Workers stopped, so what waits keeps waiting until the scrape reads it.
    await app.services.jobs.stop({ graceful: false, wait: true });
    await db.execute(sql`
      INSERT INTO pgboss.job (name, data, start_after)
      VALUES ('email.deliver', '{}', now() - interval '90 seconds')`);
    await storeEmail(db, { to: 'a@example.com', subject: 'Hi', text: 'Hi', html: '<p>Hi</p>' });
    await db.execute(sql`
      INSERT INTO provider_events (provider, event, reference, payload, received_at)
      VALUES ('paystack', 'charge.success', 'metrics-ref', '{}', now() - interval '2 minutes')`);
    const [user] = await db
      .insert(users)
      .values({ name: 'Metrics', email: `metrics${Date.now()}@example.com` })
      .returning();
    const deposit = (tx: Parameters<Parameters<typeof db.transaction>[0]>[0]) =>
      postEntry(tx, {
        currency: 'USDC',
        kind: 'deposit',
        lines: [
          { account: EXTERNAL, amount: -1_000_000n },
          { account: available(user!.id), amount: 1_000_000n },
        ],
        userId: user!.id,
      });
    await db.transaction(deposit);
    // Posted, then rolled back: no movement happened, so none is counted.
    await db
      .transaction(async (tx) => {
        await deposit(tx);
        throw new Error('rolled back');
      })
      .catch(() => undefined);

    const text = await scrape();
    expect(sampleOf(text, 'titletrust_db_pool_connections', { state: 'max' })).toBe(10);
    expect(sampleOf(text, 'titletrust_db_pool_waiting')).toBe(0);
    expect(sampleOf(text, 'titletrust_job_queue_waiting', { queue: 'email.deliver' })).toBe(1);
    expect(
      sampleOf(text, 'titletrust_job_queue_oldest_seconds', { queue: 'email.deliver' }),
    ).toBeGreaterThanOrEqual(90);
    expect(sampleOf(text, 'titletrust_job_queue_waiting', { queue: 'contracts.release-due' })).toBe(
      0,
    );
    expect(sampleOf(text, 'titletrust_outbox_emails_waiting')).toBe(1);
    expect(sampleOf(text, 'titletrust_outbox_oldest_seconds')).toBeGreaterThanOrEqual(0);
    expect(sampleOf(text, 'titletrust_message_streams_open')).toBe(0);
    expect(
      sampleOf(text, 'titletrust_money_movements_total', { kind: 'deposit', currency: 'USDC' }),
    ).toBe(1);
    expect(sampleOf(text, 'titletrust_webhook_events_waiting', { provider: 'paystack' })).toBe(1);
    expect(
      sampleOf(text, 'titletrust_webhook_lag_seconds', { provider: 'paystack' }),
    ).toBeGreaterThanOrEqual(120);

    // A stream held open by a signed-in browser.
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    const client = await createPersona(app, db, 'buyer');
    const stream = openEventStream(`http://127.0.0.1:${port}/api/messages/stream`, client.cookie);
    await waitFor(
      async () => app!.services.messageHub.size(),
      (size) => size === 1,
    );
    expect(sampleOf(await scrape(), 'titletrust_message_streams_open')).toBe(1);
    stream.close();
  });

  it('serves /metrics without a token on METRICS_PORT, on 127.0.0.1 only, and not on PORT', async () => {
    const port = await freePort();
    app = await buildTestApp(database(), { METRICS_PORT: String(port) });
    const response = await fetch(`http://127.0.0.1:${port}/metrics`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('# TYPE titletrust_http_request_duration_seconds');
    expect((await fetch(`http://127.0.0.1:${port}/other`)).status).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
    // Another address of this machine finds nothing listening there.
    const outside = Object.values(networkInterfaces())
      .flat()
      .find((address) => address && address.family === 'IPv4' && !address.internal);
    if (outside) await expect(fetch(`http://${outside.address}:${port}/metrics`)).rejects.toThrow();
  });
});
