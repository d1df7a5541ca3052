import { createHash } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database, Tx } from '../db/client';
import { idempotencyKeys } from '../db/schema';
import { AppError } from './app-error';
import { pgErrorCode } from './pg-error-code';
import { withTransactionRetry } from './transaction-retry';

export interface IdempotentRequest {
  userId: string;
  key: string;
  /** What the request asks for; the same key must always ask for the same thing. */
  fingerprint: string;
  /** How long a retry waits for a first request still in flight; 15 s by default. */
  waitForFirstMs?: number;
}

export interface StoredResponse<Body> {
  status: number;
  body: Body;
}

export type IdempotentResult<Body> = StoredResponse<Body> & { replayed: boolean };

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

const WAIT_FOR_FIRST_MS = 15_000;

/** The row of this request's user and key. */
const keyRow = (request: IdempotentRequest) =>
  and(eq(idempotencyKeys.userId, request.userId), eq(idempotencyKeys.key, request.key));

const inUse = () =>
  new AppError(
    'IDEMPOTENCY_KEY_IN_USE',
    'A request with this Idempotency-Key is still being processed. Please wait a moment and try again.',
  );
const reused = () =>
  new AppError(
    'IDEMPOTENCY_KEY_REUSED',
    'This Idempotency-Key was already used for a different request. Use a new key for a new request.',
  );

/**
 * Claims the key with its fingerprint, as the first thing a money transaction does. A retry of a
 * key whose first request is still in flight waits here on the key's unique index until that
 * transaction ends (at most `waitForFirst`, then 409). Returns the stored answer when the key was
 * spent by the same request, refuses it for a different one (422), and otherwise holds the key
 * for this transaction. A claim without an answer is one whose request is still at work outside
 * the database (claimAhead).
 */
export async function claimKey<Body>(
  tx: Tx,
  request: IdempotentRequest,
): Promise<StoredResponse<Body> | null> {
  try {
    const wait = `${request.waitForFirstMs ?? WAIT_FOR_FIRST_MS}ms`;
    await tx.execute(sql`SELECT set_config('lock_timeout', ${wait}, true)`);
    const claimed = await tx
      .insert(idempotencyKeys)
      .values({ userId: request.userId, key: request.key, fingerprint: request.fingerprint })
      .onConflictDoNothing()
      .returning({ key: idempotencyKeys.key });
    if (claimed.length > 0) return null;
  } catch (error) {
    if (pgErrorCode(error) === '55P03') throw inUse();
    throw error;
  }
  const [spent] = await tx.select().from(idempotencyKeys).where(keyRow(request));
  if (spent!.fingerprint !== request.fingerprint) throw reused();
  if (spent!.responseStatus === null) throw inUse();
  return { status: spent!.responseStatus, body: spent!.responseBody as Body };
}

/** Keeps the answer with the key, in the transaction that did the work. */
async function storeAnswer(tx: Tx, request: IdempotentRequest, response: StoredResponse<unknown>) {
  await tx
    .update(idempotencyKeys)
    .set({ responseStatus: response.status, responseBody: response.body ?? null })
    .where(keyRow(request));
}

/**
 * Runs a money-moving request exactly once per (user, Idempotency-Key): one transaction claims
 * the key, does the work and keeps its answer, so a key is spent exactly when its work committed.
 * A retry gets the stored answer and moves nothing; if the first failed (a refusal rolls back
 * too) or its server died, nothing was kept and the retry does the work.
 */
export async function runIdempotent<Body>(
  db: Database,
  request: IdempotentRequest,
  work: (tx: Tx) => Promise<StoredResponse<Body>>,
): Promise<IdempotentResult<Body>> {
  return withTransactionRetry(() =>
    db.transaction(async (tx) => {
      const stored = await claimKey<Body>(tx, request);
      if (stored) return { ...stored, replayed: true };
      const response = await work(tx);
      await storeAnswer(tx, request, response);
      return { ...response, replayed: false };
    }),
  );
}

/**
 * A claim left without an answer this long is taken to belong to a request whose server died,
 * and a retry takes it over (within the 15 s it waits). Safe even if that request is only slow:
 * the outside call is idempotent on the key, and what it brings is credited once.
 */
const ABANDONED_AFTER = '10 seconds';

/**
 * runIdempotent for work that must first ask an outside service (the test faucet's mint): the key
 * is claimed with its fingerprint and committed before the outside call, so a concurrent request
 * with the same key and another body is refused before anything happens, and one with the same
 * body waits for the first's answer. The outside call must itself be idempotent on the key: a retry after a
 * crash takes over the abandoned claim and calls again. If the outside call or the work fails,
 * the claim is given up so a retry can start afresh.
 */
export async function runIdempotentAround<Outside, Body>(
  db: Database,
  request: IdempotentRequest,
  outside: () => Promise<Outside>,
  work: (tx: Tx, outside: Outside) => Promise<StoredResponse<Body>>,
): Promise<IdempotentResult<Body>> {
  const stored = await claimAhead<Body>(db, request);
  if (stored) return { ...stored, replayed: true };
  let done: Outside;
  try {
    done = await outside();
  } catch (error) {
    await giveUpClaim(db, request);
    throw error;
  }
  try {
    return await withTransactionRetry(() =>
      db.transaction(async (tx) => {
        const response = await work(tx, done);
        await storeAnswer(tx, request, response);
        return { ...response, replayed: false };
      }),
    );
  } catch (error) {
    await giveUpClaim(db, request);
    throw error;
  }
}

/**
 * Claims the key in a transaction of its own, committed before the outside call. A claim of the
 * same request still at work outside is waited for (polled: its request holds no transaction to
 * wait on), up to the request's wait; one abandoned by a dead server is taken over.
 */
async function claimAhead<Body>(db: Database, request: IdempotentRequest) {
  const giveUpAt = Date.now() + (request.waitForFirstMs ?? WAIT_FOR_FIRST_MS);
  for (let pause = 20; ; pause = Math.min(pause * 2, 500)) {
    try {
      return await db.transaction(async (tx) => {
        await tx
          .delete(idempotencyKeys)
          .where(
            and(
              keyRow(request),
              eq(idempotencyKeys.fingerprint, request.fingerprint),
              isNull(idempotencyKeys.responseStatus),
              sql`${idempotencyKeys.createdAt} < now() - ${ABANDONED_AFTER}::interval`,
            ),
          );
        return claimKey<Body>(tx, request);
      });
    } catch (error) {
      const stillAtWork = error instanceof AppError && error.code === 'IDEMPOTENCY_KEY_IN_USE';
      if (!stillAtWork || Date.now() + pause > giveUpAt) throw error;
      await new Promise((resolve) => setTimeout(resolve, pause));
    }
  }
}

async function giveUpClaim(db: Database, request: IdempotentRequest) {
  await db
    .delete(idempotencyKeys)
    .where(and(keyRow(request), isNull(idempotencyKeys.responseStatus)));
}

/** Keys are kept two days (at least the 24 hours clients may retry in), then purged. */
export async function purgeExpiredIdempotencyKeys(db: Database): Promise<number> {
  const result = await db.execute(
    sql`DELETE FROM idempotency_keys WHERE created_at < now() - interval '48 hours'`,
  );
  return result.rowCount ?? 0;
}
