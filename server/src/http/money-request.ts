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
 * (marked with an Idempotent-Replayed header). Returns whether this call did the work, for the
 * route to start its after-commit jobs only then.
 */
export async function sendMoneyRequest<Body>(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  work: (tx: Tx, key: string) => Promise<Body>,
  status = 200,
): Promise<{ firstTime: boolean; body: Body }> {
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
    async (tx) => ({ status, body: await work(tx, key) }),
  );
  if (result.replayed) void reply.header('idempotent-replayed', 'true');
  await reply.status(result.status).send(result.body);
  return { firstTime: !result.replayed, body: result.body };
}
