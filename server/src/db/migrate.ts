import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import { migrationsDir } from '../platform/paths';

/** Arbitrary constant shared by every instance: only one of them migrates at a time. */
const MIGRATION_LOCK_KEY = 7_319_046_512;

/**
 * Applies the committed drizzle-kit migrations. Several app instances may start together against
 * one database, so the work is serialised with a session-level advisory lock held on one client.
 */
export async function runMigrations(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrate(drizzle({ client }), { migrationsFolder: migrationsDir });
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    client.release();
  }
}
