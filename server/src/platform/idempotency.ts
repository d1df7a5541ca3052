import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { AppError } from '../http/app-error';
import type { Tx } from './lifecycle';
import { pgErrorOf } from './pg-error-code';
import { withTransactionRetry } from './transaction-retry';

export interface IdempotentRequest {
  userId: string;
  key: string;
  /** What the request asks for; the same key must always ask for the same thing. */
  fingerprint: string;
  /** How long a retry waits for a first request still in flight (an interval); 15 s by default. */
  waitForFirst?: string;
}

export interface StoredResponse<Body> {
  status: number;
  body: Body;
}

/** sha256 over the method, route, parameters and body: "the same request". */
export function fingerprintOf(parts: {
  method: string;
  route: string;
  params?: unknown;
  body?: unknown;
}): string {
  return createHash('sha256')
    .update(JSON.stringify([parts.method, parts.route, parts.params ?? null, parts.body ?? null]))
    .digest('hex');
}

const IN_USE =
  'A request with this Idempotency-Key is still being processed. Please wait a moment and try again.';
const REUSED =
  'This Idempotency-Key was already used for a different request. Use a new key for a new request.';

/** A key's claim as the database's idempotency_claim and money_move take it (migration 0011). */
export function claimPayload(request: IdempotentRequest) {
  return {
    user_id: request.userId,
    key: request.key,
    fingerprint: request.fingerprint,
    wait: request.waitForFirst ?? '15s',
  };
}

/**
 * The database's refusal of a key as the API's error: the key was used for a different request
 * (TT422, or its row written first by a different request racing this one), or its first request
 * still held it when the wait ran out (lock_not_available).
 */
export function idempotencyError(error: unknown): unknown {
  const failure = pgErrorOf(error);
  if (
    failure?.code === 'TT422' ||
    (failure?.code === '23505' && failure.constraint === 'idempotency_keys_user_id_key_pk')
  )
    return new AppError('IDEMPOTENCY_KEY_REUSED', REUSED);
  if (failure?.code === '55P03') return new AppError('IDEMPOTENCY_KEY_IN_USE', IN_USE);
  return error;
}

/**
 * Runs a money-moving request exactly once per (user, Idempotency-Key), in one transaction with
 * the key's claim and its stored answer (idempotency_claim and idempotency_store, migration 0011),
 * so a key exists exactly when its work committed. A retry arriving while the first is in flight
 * waits for it (up to 15 s, then 409); once the first commits it gets the stored answer; if the
 * first failed or its server died, nothing was kept and the retry does the work. A refused request
 * (a 4xx AppError) rolls back too: fix the cause and retry with the same key. Contract movements
 * claim their key inside their one call instead, by writing its row first (commitMovement).
 */
export async function runIdempotent<Body>(
  db: Database,
  request: IdempotentRequest,
  work: (tx: Tx) => Promise<StoredResponse<Body>>,
): Promise<StoredResponse<Body> & { replayed: boolean }> {
  const claim = JSON.stringify(claimPayload(request));
  try {
    return await withTransactionRetry(() =>
      db.transaction(async (tx) => {
        const { rows } = await tx.execute<{ stored: StoredResponse<Body> | null }>(
          sql`SELECT idempotency_claim(${claim}::jsonb) AS stored`,
        );
        const stored = rows[0]?.stored;
        if (stored) return { status: stored.status ?? 200, body: stored.body, replayed: true };
        const response = await work(tx);
        await tx.execute(sql`SELECT idempotency_store(${claim}::jsonb, ${response.status},
          ${JSON.stringify(response.body ?? null)}::jsonb)`);
        return { ...response, replayed: false };
      }),
    );
  } catch (error) {
    throw idempotencyError(error);
  }
}

/** Keys are kept two days (at least the 24 hours clients may retry in), then purged. */
export async function purgeExpiredIdempotencyKeys(db: Database): Promise<number> {
  const result = await db.execute(
    sql`DELETE FROM idempotency_keys WHERE created_at < now() - interval '48 hours'`,
  );
  return result.rowCount ?? 0;
}
