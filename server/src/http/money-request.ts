import { ESCROW_MESSAGES, idempotencyKeyHeader, idempotencyKeySchema } from '@titletrust/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database, Tx } from '../db/client';
import {
  fingerprintOf,
  runIdempotent,
  type IdempotentRequest,
  type IdempotentResult,
} from '../platform/idempotency';
import { viewerOf } from './access-control';
import { AppError } from '../platform/app-error';

/** The request's Idempotency-Key: required on every call that moves money. */
export function idempotencyKeyOf(request: FastifyRequest): string {
  const key = idempotencyKeySchema.safeParse(request.headers[idempotencyKeyHeader]);
  if (!key.success)
    throw new AppError('VALIDATION_FAILED', ESCROW_MESSAGES.idempotencyKeyRequired, [
      { path: 'Idempotency-Key', message: ESCROW_MESSAGES.idempotencyKeyRequired },
    ]);
  return key.data;
}

/** Bigints (amounts after parsing) as their digits, so a fingerprint can be taken. */
const plain = (value: unknown): unknown =>
  JSON.parse(
    JSON.stringify(value ?? null, (_, v: unknown) => (typeof v === 'bigint' ? v.toString() : v)),
  );

/** The request's Idempotency-Key claim: its user, its key and what it asks for. */
export function claimOf(request: FastifyRequest): IdempotentRequest {
  return {
    userId: viewerOf(request).id,
    key: idempotencyKeyOf(request),
    fingerprint: fingerprintOf({
      method: request.method,
      route: request.routeOptions.url ?? request.url,
      params: plain(request.params),
      body: plain(request.body),
    }),
  };
}

/**
 * The edge of the deposit and withdrawal routes: runs the work once per Idempotency-Key in one
 * transaction with the key's claim and stored answer, and replays that answer for retries (marked
 * with an Idempotent-Replayed header). `afterCommit` runs once, for the call that did the work,
 * before the answer goes out: a client that hears the answer finds its follow-up queued.
 */
export async function sendMoneyRequest<Body>(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  work: (tx: Tx, key: string) => Promise<Body>,
  options: { status?: number; afterCommit?: (body: Body) => Promise<void> } = {},
): Promise<void> {
  const claim = claimOf(request);
  const result = await runIdempotent<Body>(db, claim, async (tx) => ({
    status: options.status ?? 200,
    body: await work(tx, claim.key),
  }));
  if (!result.replayed) await options.afterCommit?.(result.body);
  await sendStored(reply, result);
}

/** A money request's answer, marked with an Idempotent-Replayed header when it is a retry's. */
export function sendStored(reply: FastifyReply, result: IdempotentResult<unknown>) {
  if (result.replayed) void reply.header('idempotent-replayed', 'true');
  return reply.status(result.status).send(result.body);
}

/**
 * The edge of a contract's money routes: the movement runs once per Idempotency-Key (a retry
 * replays its receipt, the journal entry's id, and moves nothing), then the answer is read after
 * the commit, so it shows the contract and balances as they are now, with the receipt.
 */
export async function sendMovement(
  db: Database,
  request: FastifyRequest,
  reply: FastifyReply,
  move: (tx: Tx) => Promise<string>,
  answer: () => Promise<object>,
): Promise<void> {
  const { body: movement, replayed } = await runIdempotent(db, claimOf(request), async (tx) => ({
    status: 200,
    body: { entryId: await move(tx) },
  }));
  if (replayed) void reply.header('idempotent-replayed', 'true');
  await reply.status(200).send({ ...(await answer()), movement });
}
