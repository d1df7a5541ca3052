import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Database = NodePgDatabase<typeof schema>;

/** A database handle inside a transaction (drizzle's tx has the same query API). */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export interface DatabaseConnection {
  db: Database;
  pool: pg.Pool;
  close(): Promise<void>;
}

// PostgreSQL returns bigint (int8) as text by default; money is micro-units in bigint, so parse it
// as a JS bigint rather than a lossy number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => BigInt(value));

export function connectDatabase(url: string, options: { maxConnections?: number } = {}) {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.maxConnections ?? 10,
    // A request should fail fast with a clear error rather than hang when the database is gone.
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    // JIT compiles big plans for tens of milliseconds; our queries are short OLTP lookups that
    // never earn that back (measured: +20 ms on a 1M-row search), so it is off for our sessions.
    // A page read at random costs about what a page read in order does when the data is in
    // memory or on an SSD (1.1, not the default 4, which prices a spinning disk): at 4, PostgreSQL
    // walked 43,000 gigs for the newest 101 matches of a rare word instead of reading its 3,000
    // from the words index, four times slower (decision 041).
    options: '-c jit=off -c random_page_cost=1.1',
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const db = drizzle({ client: pool, schema, casing: 'snake_case' });
  return { db, pool, close: () => drainThenEnd(pool) } satisfies DatabaseConnection;
}

const DRAIN_QUIET_MS = 200;
const DRAIN_MAX_MS = 10_000;

/**
 * Ends the pool once no query has run for a moment (up to 10 s): a request still finishing as
 * the server stops (its client gone, its handler not) completes instead of failing on an ended
 * pool.
 */
async function drainThenEnd(pool: pg.Pool): Promise<void> {
  const deadline = Date.now() + DRAIN_MAX_MS;
  let quietSince = Date.now();
  while (Date.now() < deadline) {
    const busy = pool.totalCount - pool.idleCount + pool.waitingCount > 0;
    if (busy) quietSince = Date.now();
    else if (Date.now() - quietSince >= DRAIN_QUIET_MS) break;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  await pool.end();
}
