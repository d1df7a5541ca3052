import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../test/support/test-database';
import { runMigrations } from './migrate';

describe('runMigrations', () => {
  const database = useTestDatabase();

  it('is safe when several instances start at once against one database', async () => {
    const { pool, db } = database();
    await Promise.all([runMigrations(pool), runMigrations(pool), runMigrations(pool)]);
    const applied = await db.execute<{ count: number }>(
      sql`SELECT count(*)::int AS count FROM drizzle.__drizzle_migrations`,
    );
    const journal = (await import('../../drizzle/meta/_journal.json')).default;
    expect(applied.rows[0]!.count).toBe(journal.entries.length);
  });
});
