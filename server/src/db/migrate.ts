import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import { migrationsDir } from '../config/paths';
import { withAdvisoryLock } from './advisory-lock';

/** Arbitrary constant shared by every instance: only one of them migrates at a time. */
export const MIGRATION_LOCK_KEY = 7_319_046_512;

/** Applies the committed drizzle-kit migrations, one instance at a time. */
export async function runMigrations(pool: pg.Pool): Promise<void> {
  await withAdvisoryLock(pool, MIGRATION_LOCK_KEY, () =>
    migrate(drizzle({ client: pool }), { migrationsFolder: migrationsDir }),
  );
}
