import type { CurrencyCode } from '@titletrust/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { JournalEntryKind } from '../../db/schema';

/** How many movements of one kind, in one currency, this process posted and saw committed. */
export interface MovementCount {
  kind: JournalEntryKind;
  currency: CurrencyCode;
  count: number;
}

/** An entry still in its transaction at the last look; given up once this old (rolled back). */
const UNSEEN_FOR_MS = 10 * 60_000;
/** Bounds memory if nobody reads the tally for a long while. */
const PENDING_MAX = 50_000;

interface Posted {
  id: string;
  kind: JournalEntryKind;
  currency: CurrencyCode;
  at: number;
}

let tallying = false;
let pending: Posted[] = [];
const committed = new Map<string, MovementCount>();

/** postEntry notes each entry it writes; it counts once its transaction is seen committed. */
export function notePostedEntry(id: string, kind: JournalEntryKind, currency: CurrencyCode) {
  if (tallying && pending.length < PENDING_MAX)
    pending.push({ id, kind, currency, at: Date.now() });
}

/**
 * Starts tallying this process' money movements and returns the reader the metrics call at each
 * scrape. Counting where entries are posted costs nothing per movement; a transaction that rolls
 * back after posting would be miscounted, so an entry counts only once a read by primary key
 * finds it committed. Counting by scanning journal_entries at every scrape would be exact too,
 * but costs half a second at a million entries.
 */
export function tallyMoneyMovements(db: Database): () => Promise<MovementCount[]> {
  tallying = true;
  return async () => {
    const batch = pending;
    pending = [];
    if (batch.length > 0) {
      // One array parameter, however many ids (uuids hold no character an array literal quotes).
      const ids = `{${batch.map((entry) => entry.id).join(',')}}`;
      const { rows } = await db
        .execute<{ id: string }>(sql`SELECT id FROM journal_entries WHERE id = ANY(${ids}::uuid[])`)
        .catch((error: unknown) => {
          pending = batch.concat(pending);
          throw error;
        });
      const seen = new Set(rows.map((row) => row.id));
      const now = Date.now();
      for (const entry of batch) {
        if (seen.has(entry.id)) {
          const key = `${entry.kind} ${entry.currency}`;
          const count = committed.get(key) ?? {
            kind: entry.kind,
            currency: entry.currency,
            count: 0,
          };
          committed.set(key, { ...count, count: count.count + 1 });
        } else if (now - entry.at < UNSEEN_FOR_MS) pending.push(entry);
      }
    }
    return [...committed.values()];
  };
}
