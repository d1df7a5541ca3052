import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../../src/db/embedded/embedded-postgres';

export interface TestPostgres {
  /** URL of a maintenance database on the server, with rights to create databases. */
  adminUrl: string;
  /** Prefix of every database this run creates; the run drops them all when it ends. */
  runPrefix: string;
  release(): Promise<void>;
}

const EMBEDDED_TEST_PORT = Number(process.env.TEST_EMBEDDED_PG_PORT ?? 54339);

/**
 * The PostgreSQL server tests run against: TEST_DATABASE_URL when set (CI points it at the
 * machine's PostgreSQL), otherwise an embedded cluster of our own in the temp folder, kept between
 * runs so only the first run pays for initdb.
 */
export async function acquireTestPostgres(): Promise<TestPostgres> {
  const runPrefix = `tt_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const external = process.env.TEST_DATABASE_URL;
  if (external) {
    return { adminUrl: external, runPrefix, release: () => dropRunDatabases(external, runPrefix) };
  }
  const cluster = await startEmbeddedPostgres({
    dataDir: path.join(tmpdir(), 'titletrust-test-postgres'),
    port: EMBEDDED_TEST_PORT,
  });
  // The cluster is ours alone, so databases left by an interrupted earlier run can go too.
  await dropRunDatabases(cluster.adminUrl, 'tt_');
  return {
    adminUrl: cluster.adminUrl,
    runPrefix,
    release: async () => {
      await dropRunDatabases(cluster.adminUrl, runPrefix);
      await cluster.stop();
    },
  };
}

export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withAdminClient<T>(
  adminUrl: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function dropRunDatabases(adminUrl: string, prefix: string) {
  await withAdminClient(adminUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE starts_with(datname, $1)',
      [prefix],
    );
    for (const { datname } of rows) {
      await client.query(
        `DROP DATABASE IF EXISTS ${client.escapeIdentifier(datname)} WITH (FORCE)`,
      );
    }
  });
}
