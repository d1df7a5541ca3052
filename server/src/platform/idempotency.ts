import { createHash } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { AppError } from '../http/app-error';
import type { Tx } from './lifecycle';
import { pgErrorCode } from './pg-error-code';
import { withTransactionRetry } from './transaction-retry';

export interface IdempotentRequest {
  userId: string;
  key: string;
  /** What the request asks for; the same key must always ask for the same thing. */
  fingerprint: string;
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

/**
 * Runs a money-moving request exactly once per (user, Idempotency-Key). The key is claimed in the
 * same transaction as the movement and stores its answer there, so a key exists exactly when its
 * movement committed. A retry arriving while the first is in flight waits on the key's row (up
 * to 15 s, then 409); once the first commits it gets the stored answer; if the first failed or
 * its server died, nothing was kept and the retry does the work. A refused request (a 4xx
 * AppError) rolls back too: fix the cause and retry with the same key.
 */
export async function runIdempotent<Body>(
  db: Database,
  request: IdempotentRequest,
  work: (tx: Tx) => Promise<StoredResponse<Body>>,
  options: { waitForFirst?: string } = {},
): Promise<StoredResponse<Body> & { replayed: boolean }> {
  const wait = options.waitForFirst ?? '15s';
  try {
    return await withTransactionRetry(() =>
      db.transaction(async (tx) => {
        // The lock timeout is set for this transaction by the row source of the claim itself,
        // before the insert can meet the first request's row and wait on it: one round trip.
        const claimed = await tx.execute(sql`
          INSERT INTO idempotency_keys (user_id, key, fingerprint)
          SELECT ${request.userId}, ${request.key}, ${request.fingerprint}
          FROM (SELECT set_config('lock_timeout', ${wait}, true)) AS waiting
          ON CONFLICT DO NOTHING`);
        if (claimed.rowCount === 0) {
          const [stored] = await tx
            .select()
            .from(idempotencyKeys)
            .where(
              and(eq(idempotencyKeys.userId, request.userId), eq(idempotencyKeys.key, request.key)),
            );
          if (!stored || stored.fingerprint !== request.fingerprint)
            throw new AppError('IDEMPOTENCY_KEY_REUSED', REUSED);
          return {
            status: stored.responseStatus ?? 200,
            body: stored.responseBody as Body,
            replayed: true,
          };
        }
        const response = await work(tx);
        await tx
          .update(idempotencyKeys)
          .set({ responseStatus: response.status, responseBody: response.body })
          .where(
            and(eq(idempotencyKeys.userId, request.userId), eq(idempotencyKeys.key, request.key)),
          );
        return { ...response, replayed: false };
      }),
    );
  } catch (error) {
    // lock_not_available: the first request still holds the key after 15 s.
    if (pgErrorCode(error) === '55P03') throw new AppError('IDEMPOTENCY_KEY_IN_USE', IN_USE);
    throw error;
  }
}

/** Keys are kept two days (at least the 24 hours clients may retry in), then purged. */
export async function purgeExpiredIdempotencyKeys(db: Database): Promise<number> {
  const result = await db.execute(
    sql`DELETE FROM idempotency_keys WHERE created_at < now() - interval '48 hours'`,
  );
  return result.rowCount ?? 0;
}
