import { createHmac } from 'node:crypto';
import { once } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { FAKE_PAYSTACK_SECRET, type FakePaystack } from './index';

/** For the fake's own tests: one API call as a Paystack client makes it, JSON both ways. */
export async function paystackCall(
  fake: FakePaystack,
  method: string,
  path: string,
  body?: unknown,
  secretKey: string | null = FAKE_PAYSTACK_SECRET,
) {
  const response = await fetch(`${fake.url}${path}`, {
    method,
    headers: {
      ...(secretKey === null ? {} : { authorization: `Bearer ${secretKey}` }),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  // Paystack answers JSON whatever the status; each test asserts the shape it expects.
  return { status: response.status, body: JSON.parse(await response.text()) };
}

/** Paystack's webhook signature, computed here on its own, as our server would check it. */
export const hmacSha512 = (body: string, key: string) =>
  createHmac('sha512', key).update(body, 'utf8').digest('hex');

export interface ReceivedWebhook {
  body: string;
  signature: string | undefined;
  contentType: string | undefined;
}

/**
 * A little HTTP server standing where our webhook route would: it keeps every POST's raw body
 * and headers and answers the statuses it is told to (then 200).
 */
export async function startWebhookReceiver() {
  const received: ReceivedWebhook[] = [];
  const statuses: number[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      received.push({
        body: Buffer.concat(chunks).toString('utf8'),
        signature: req.headers['x-paystack-signature'] as string | undefined,
        contentType: req.headers['content-type'],
      });
      res.writeHead(statuses.shift() ?? 200).end();
    });
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/webhooks/paystack`,
    received,
    /** The events received, in order of arrival. */
    events: () => received.map((r) => (JSON.parse(r.body) as { event: string }).event),
    answerNext: (...next: number[]) => void statuses.push(...next),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
