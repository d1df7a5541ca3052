import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/support/test-database';
import { serverRoot } from '../../config/paths';
import type { Tx } from '../client';

/**
 * Every function and trigger the database holds, as PostgreSQL prints them back; an extension's
 * own functions (btree_gin, pg_trgm) belong to the extension, not to our SQL.
 */
async function catalogue(tx: Tx) {
  const { rows: functions } = await tx.execute<{ definition: string }>(sql`
    SELECT pg_get_functiondef(p.oid) AS definition
    FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
    WHERE n.nspname = 'public'
      AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = p.oid AND d.deptype = 'e') ORDER BY p.proname`);
  const { rows: triggers } = await tx.execute<{ definition: string }>(sql`
    SELECT pg_get_triggerdef(t.oid) AS definition
    FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
    JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = 'public' AND NOT t.tgisinternal ORDER BY c.relname, t.tgname`);
  return [...functions, ...triggers].map((row) => row.definition);
}

/**
 * src/db/sql/ (ledger.sql, audit.sql) is the readable copy of the SQL the migrations leave
 * behind: recreating every function and trigger from those files alone gives back exactly what
 * the migrated database holds. A migration that changes a function without its file (or the
 * reverse) fails here.
 */
describe('src/db/sql/', () => {
  const database = useTestDatabase();

  it('is exactly the functions and triggers of the migrated database', async () => {
    const folder = path.join(serverRoot, 'src/db/sql');
    const names = (await readdir(folder)).filter((name) => name.endsWith('.sql')).sort();
    const file = (
      await Promise.all(names.map((name) => readFile(path.join(folder, name), 'utf8')))
    ).join('\n');
    const rolledBack = new Error('roll back');
    const compared = database().db.transaction(async (tx) => {
      const migrated = await catalogue(tx);
      expect(migrated.length).toBeGreaterThan(0);
      const { rows } = await tx.execute<{ name: string }>(sql`
        SELECT p.proname AS name FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
        WHERE n.nspname = 'public'
        AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = p.oid AND d.deptype = 'e')`);
      for (const { name } of rows) await tx.execute(sql.raw(`DROP FUNCTION "${name}" CASCADE`));
      expect(await catalogue(tx)).toEqual([]);
      await tx.execute(sql.raw(file));
      expect(await catalogue(tx)).toEqual(migrated);
      throw rolledBack;
    });
    await expect(compared).rejects.toBe(rolledBack);
  });
});
