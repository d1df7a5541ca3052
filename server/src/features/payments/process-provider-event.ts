import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { providerEvents } from '../../db/schema';
import type { CheckoutDeps } from './confirm-checkout';
import { handleProviderEvent } from './handle-provider-event';

const ERROR_CHARS_MAX = 500;

const describe = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).slice(0, ERROR_CHARS_MAX);

/**
 * Processes one event of the inbox if it still waits (received, or failed before), and records
 * the outcome: processed, ignored with the reason (kept in `last_error`, the column an
 * administrator reads), or failed with the error; every run counts an attempt. The event's row
 * stays locked while its handler runs, and a row another instance holds is skipped (SKIP
 * LOCKED), so two instances — or the in-process run and the sweeper — never process one event
 * at the same time; the handlers book once anyway. False when there was nothing to do.
 * `alongside` writes in the transaction that records the outcome (an admin's retry, its audit
 * row), so the two commit together.
 */
export async function processProviderEvent(
  deps: CheckoutDeps,
  id: string,
  alongside?: (tx: Tx, run: ProviderEventRun) => Promise<void>,
): Promise<boolean> {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(providerEvents)
      .where(and(eq(providerEvents.id, id), inArray(providerEvents.state, ['received', 'failed'])))
      .for('update', { skipLocked: true });
    if (!row) return false;
    // The handler books in transactions of its own: what it moved stays moved even if
    // recording the outcome below fails (then the event is processed again, and books nothing).
    const outcome = await handleProviderEvent(deps, row).catch((error: unknown) => ({
      state: 'failed' as const,
      reason: describe(error),
    }));
    await tx
      .update(providerEvents)
      .set({
        state: outcome.state,
        attempts: sql`${providerEvents.attempts} + 1`,
        lastError: outcome.state === 'processed' ? null : outcome.reason,
        processedAt: outcome.state === 'failed' ? null : sql`now()`,
      })
      .where(eq(providerEvents.id, id));
    if (alongside)
      await alongside(tx, {
        event: row.event,
        reference: row.reference,
        state: outcome.state,
        attempt: row.attempts + 1,
      });
    return true;
  });
}

/** What one run of an event's handler did, for what is written beside it. */
export interface ProviderEventRun {
  event: string;
  reference: string | null;
  state: 'processed' | 'ignored' | 'failed';
  attempt: number;
}

/**
 * At most this many events are processed at once in one process: each holds two pooled
 * connections (the event's lock and the handler's booking), and the pool has ten for everything.
 */
const RUNNING_MAX = 3;

/**
 * Processes stored events in this process as soon as they are committed, so a payment is
 * credited in milliseconds rather than at the next sweep; at most RUNNING_MAX at a time, the
 * rest in order behind them. An event left behind (the process stopped) waits in the inbox for
 * the sweeper.
 */
export function createProviderEventProcessor(
  deps: CheckoutDeps,
  onError: (error: unknown, id: string) => void,
) {
  const waiting: string[] = [];
  let running = 0;
  let idle: (() => void)[] = [];

  const pump = () => {
    while (running < RUNNING_MAX && waiting.length > 0) {
      const id = waiting.shift()!;
      running++;
      processProviderEvent(deps, id)
        .catch((error: unknown) => onError(error, id))
        .finally(() => {
          running--;
          pump();
        });
    }
    if (running === 0 && waiting.length === 0) {
      for (const resolve of idle) resolve();
      idle = [];
    }
  };

  return {
    /** Processes the event soon, without waiting for it. */
    kick(id: string) {
      waiting.push(id);
      pump();
    },
    /** Resolves once nothing is running or waiting (before the database pool closes). */
    settled(): Promise<void> {
      if (running === 0 && waiting.length === 0) return Promise.resolve();
      return new Promise((resolve) => idle.push(resolve));
    },
  };
}
