import { ESCROW_LIMITS, ESCROW_MESSAGES, idempotencyKeyHeader } from '@titletrust/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { fingerprintOf, runIdempotent } from '../platform/idempotency';
import type { Tx } from '../platform/lifecycle';
import { viewerOf } from './access-control';
import { AppError } from './app-error';

const VISIBLE_ASCII = /^[\x21-\x7e]+$/;

/** The request's Idempotency-Key: required on every call that moves money. */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const key = request.headers[idempotencyKeyHeader];
  if (
    typeof key !== 'string' ||
    key.length === 0 ||
    key.length > ESCROW_LIMITS.idempotencyKeyMax ||
    !VISIBLE_ASCII.test(key)
  )
    throw new AppError('VALIDATION_FAILED', ESCROW_MESSAGES.idempotencyKeyRequired, [
      { path: 'Idempotency-Key', message: ESCROW_MESSAGES.idempotencyKeyRequired },
    ]);
  return key;
}

/** Bigints (amounts after parsing) as their digits, so a fingerprint can be taken. */
const plain = (value: unknown): unknown =>
  JSON.parse(
    JSON.stringify(value ?? null, (_, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)),
  );

/**
 * The edge of every money-moving route: takes the Idempotency-Key, runs the work once per key in
 * one transaction with the key's claim and stored answer, and replays that answer for retries
 * (marked with an Idempotent-Replayed header). `afterCommit` runs once, for the call that did the
 * work, before the answer goes out: a client that hears the answer finds its follow-up queued.
 */
export async function sendMoneyRequest<Body>(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  work: (tx: Tx, key: string) => Promise<Body>,
  options: { status?: number; afterCommit?: (body: Body) => Promise<void> } = {},
): Promise<void> {
  const key = idempotencyKeyOf(request);
  const result = await runIdempotent<Body>(
    db,
    {
      userId: viewerOf(request).id,
      key,
      fingerprint: fingerprintOf({
        method: request.method,
        route: request.routeOptions.url ?? request.url,
        params: plain(request.params),
        body: plain(request.body),
      }),
    },
    async (tx) => ({ status: options.status ?? 200, body: await work(tx, key) }),
  );
  if (result.replayed) void reply.header('idempotent-replayed', 'true');
  else await options.afterCommit?.(result.body);
  await reply.status(result.status).send(result.body);
}
