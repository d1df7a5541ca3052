import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, inject } from 'vitest';
import { connectDatabase, type DatabaseConnection } from '../../src/db/client';
import { databaseUrl, withAdminClient } from './test-postgres';

export interface TestDatabase extends DatabaseConnection {
  url: string;
  name: string;
}

/** Several workers clone at once; PostgreSQL refuses concurrent copies of one template. */
const CLONE_LOCK_KEY = 4_242_001;

export async function createTestDatabase(): Promise<TestDatabase> {
  const { adminUrl, templateName, runPrefix } = inject('testPostgres');
  const worker = process.env.VITEST_POOL_ID ?? '0';
  const name = `${runPrefix}_w${worker}_${randomBytes(4).toString('hex')}`;
  await withAdminClient(adminUrl, async (client) => {
    await client.query('SELECT pg_advisory_lock($1)', [CLONE_LOCK_KEY]);
    try {
      await client.query(
        `CREATE DATABASE ${client.escapeIdentifier(name)} TEMPLATE ${client.escapeIdentifier(templateName)}`,
      );
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [CLONE_LOCK_KEY]);
    }
  });
  const url = databaseUrl(adminUrl, name);
  const connection = connectDatabase(url);
  return {
    ...connection,
    url,
    name,
    close: async () => {
      await connection.close();
      await withAdminClient(adminUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`),
      );
    },
  };
}

/**
 * A fresh migrated database for the calling test file, dropped when the file is done. Read the
 * returned getter inside tests or hooks (the database exists only once beforeAll ran).
 */
export function useTestDatabase(): () => TestDatabase {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    await database?.close();
  });
  return () => {
    if (!database) throw new Error('useTestDatabase(): the database is not ready yet');
    return database;
  };
}
