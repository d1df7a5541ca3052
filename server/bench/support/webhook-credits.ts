import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { NOTICES_CHANNEL, type NoticeEvent } from '../../src/features/notifications';
import { moneyCall } from '../../test/support/escrow';
import type { FakePaystack } from '../../test/support/fake-paystack';
import { inParallel } from '../../test/support/money-moves';
import type { Persona } from '../../test/support/personas';
import type { HttpClient } from './http-client';

/** A webhook the fake Paystack signed for a paid checkout, kept back for the timed load. */
interface HeldWebhook {
  reference: string;
  userId: string;
  body: string;
  signature: string;
}

export interface WebhookFigures {
  /** ms from each webhook's scheduled send to its checkout's credit committing. */
  credited: number[];
  /** ms from each webhook's scheduled send to the app's 200. */
  answered: number[];
  failures: string[];
}

/**
 * A stand-in for the app's webhook URL while checkouts are paid: the fake delivers each signed
 * event here (answered 200), and the bench keeps it for the timed load.
 */
async function startCatcher() {
  const caught = new Map<string, { body: string; signature: string }>();
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const { data } = JSON.parse(body) as { data: { reference: string } };
      caught.set(data.reference, {
        body,
        signature: String(request.headers['x-paystack-signature']),
      });
      response.writeHead(200).end();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}/`, caught, close: () => server.close() };
}

/**
 * Untimed: `count` checkouts of ₦5,000 opened through the app (round robin over the clients),
 * paid in the fake Paystack, their `charge.success` webhooks caught and held.
 */
export async function payCheckoutsHoldingWebhooks(options: {
  app: FastifyInstance;
  fake: FakePaystack;
  clients: Persona[];
  count: number;
}): Promise<HeldWebhook[]> {
  const { app, fake, clients, count } = options;
  const catcher = await startCatcher();
  fake.setWebhookUrl(catcher.url);
  try {
    const opened = await inParallel(
      Array.from({ length: count }, (_, index) => clients[index % clients.length]!),
      8,
      async (client) => {
        const answer = await moneyCall(
          app,
          client,
          '/api/payments/checkouts',
          { amountMinor: '500000' },
          randomUUID(),
        );
        if (answer.statusCode !== 201)
          throw new Error(`checkout: ${answer.statusCode} ${answer.body}`);
        const { reference } = answer.json<{ checkout: { reference: string } }>().checkout;
        await fake.decideCheckout(reference, 'success');
        return { reference, userId: client.id };
      },
    );
    return opened.map(({ reference, userId }) => {
      const held = catcher.caught.get(reference);
      if (!held) throw new Error(`no webhook was sent for ${reference}`);
      return { reference, userId, ...held };
    });
  } finally {
    fake.setWebhookUrl(null);
    catcher.close();
  }
}

/**
 * The timed part: the held webhooks POSTed to the app at `rate` a second on schedule (open loop:
 * a slow app does not slow the sending), each timed from its scheduled send to the moment its
 * credit commits. That moment is heard as the client's notice (PostgreSQL delivers a NOTIFY at
 * commit; the credit and its notice are one transaction): each client's credits are matched to
 * its webhooks in the order they were sent, and a client gets a webhook only every
 * clients ÷ rate seconds, far apart from the next.
 */
export async function sendWebhooksTimed(options: {
  http: HttpClient;
  databaseUrl: string;
  held: HeldWebhook[];
  rate: number;
}): Promise<WebhookFigures> {
  const { http: client, held, rate } = options;
  const listener = new pg.Client({ connectionString: options.databaseUrl });
  await listener.connect();
  const waiting = new Map<string, number[]>();
  const credited: number[] = [];
  const answered: number[] = [];
  const failures: string[] = [];
  listener.on('notification', (message) => {
    const heard = performance.now();
    const event = JSON.parse(message.payload ?? '{}') as NoticeEvent;
    for (const userId of event.recipients ?? []) {
      const due = waiting.get(userId)?.shift();
      if (due !== undefined) credited.push(heard - due);
    }
  });
  await listener.query(`LISTEN ${NOTICES_CHANNEL}`);
  try {
    const start = performance.now();
    const sends: Promise<void>[] = [];
    for (const [index, webhook] of held.entries()) {
      const due = start + (index * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 0) await sleep(wait);
      waiting.set(webhook.userId, [...(waiting.get(webhook.userId) ?? []), due]);
      sends.push(
        client
          .send(
            'POST',
            '/api/webhooks/paystack',
            { 'content-type': 'application/json', 'x-paystack-signature': webhook.signature },
            webhook.body,
          )
          .then(
            (answer) => {
              if (answer.status !== 200) failures.push(`${answer.status} ${answer.body}`);
              else answered.push(performance.now() - due);
            },
            (error: unknown) => void failures.push(String(error)),
          ),
      );
    }
    await Promise.all(sends);
    const deadline = performance.now() + 30_000;
    while (credited.length + failures.length < held.length && performance.now() < deadline)
      await sleep(20);
    const missing = held.length - credited.length - failures.length;
    if (missing > 0) failures.push(`${missing} webhook(s) not credited within 30 s`);
    // The notices heard are the credits: every checkout must now be paid, once (the ledger
    // check after this part counts its deposit entries).
    const { rows } = await listener.query<{ paid: number }>(
      `SELECT count(*)::int AS paid FROM payment_checkouts WHERE state = 'paid' AND reference = ANY($1)`,
      [held.map((webhook) => webhook.reference)],
    );
    if (rows[0]!.paid !== held.length)
      failures.push(`${held.length - rows[0]!.paid} checkout(s) not paid after their webhook`);
    return { credited, answered, failures };
  } finally {
    await listener.end();
  }
}
