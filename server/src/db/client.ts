import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';

export type Database = NodePgDatabase<typeof schema>;

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
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const db = drizzle({ client: pool, schema, casing: 'snake_case' });
  return { db, pool, close: () => pool.end() } satisfies DatabaseConnection;
}
