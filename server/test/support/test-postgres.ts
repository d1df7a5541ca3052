import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { closeSync, openSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import {
  liveKeeper,
  liveRuns,
  registerRun,
  unregisterRun,
  withClusterLock,
  type KeeperRecord,
} from './test-cluster-registry';

export interface TestPostgres {
  /** URL of a maintenance database on the server, with rights to create databases. */
  adminUrl: string;
  /** Prefix of every database this run creates; the run drops them all when it ends. */
  runPrefix: string;
  release(): Promise<void>;
}

export interface TestPostgresOptions {
  /** A PostgreSQL server to use instead of the embedded cluster; undefined: the embedded one. */
  externalUrl: string | undefined;
  /** Where the embedded cluster and its bookkeeping live. */
  stateDir: string;
  port: number;
}

/** What a test run uses: TEST_DATABASE_URL, or the one embedded cluster in the temp folder. */
const runOptions = (): TestPostgresOptions => ({
  externalUrl: process.env.TEST_DATABASE_URL || undefined,
  stateDir: path.join(tmpdir(), 'titletrust-test-postgres'),
  port: Number(process.env.TEST_EMBEDDED_PG_PORT ?? 54339),
});

const here = path.dirname(fileURLToPath(import.meta.url));
const KEEPER_SCRIPT = path.join(here, 'test-cluster-keeper.ts');
const REPO_ROOT = path.resolve(here, '../../..');
const KEEPER_START_TIMEOUT_MS = 120_000;
/** Every run's databases are named `<run prefix>_…`, the prefix being `tt_<time>_<6 hex>`. */
const RUN_PREFIX = /^(tt_[0-9a-z]+_[0-9a-f]{6})_/;

/**
 * The PostgreSQL server tests run against: TEST_DATABASE_URL when set (CI points it at the
 * machine's PostgreSQL), otherwise an embedded cluster in the temp folder, kept between runs so
 * only the first run pays for initdb. Several runs may share either: each drops only its own
 * databases, and the embedded cluster stops only when the last run using it is done.
 */
export async function acquireTestPostgres(
  { externalUrl, stateDir, port }: TestPostgresOptions = runOptions(),
): Promise<TestPostgres> {
  const runPrefix = `tt_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  if (externalUrl) {
    return {
      adminUrl: externalUrl,
      runPrefix,
      release: () => dropDatabases(externalUrl, (name) => name.startsWith(`${runPrefix}_`)),
    };
  }
  const adminUrl = await withClusterLock(stateDir, async () => {
    await registerRun(stateDir, runPrefix);
    const keeper = (await liveKeeper(stateDir)) ?? (await startKeeper(stateDir, port));
    // Databases of runs that died without cleaning up; a live run's are never touched.
    const live = new Set(await liveRuns(stateDir));
    await dropDatabases(keeper.adminUrl, (name) => {
      const owner = RUN_PREFIX.exec(name)?.[1];
      return !!owner && !live.has(owner);
    });
    return keeper.adminUrl;
  });
  return {
    adminUrl,
    runPrefix,
    release: async () => {
      await dropDatabases(adminUrl, (name) => name.startsWith(`${runPrefix}_`));
      // The keeper sees the run gone and stops the cluster if it was the last.
      await withClusterLock(stateDir, () => unregisterRun(stateDir, runPrefix));
    },
  };
}

/**
 * Starts the keeper process (test-cluster-keeper.ts), detached so that it outlives this run and
 * is not hit by a Ctrl-C meant for it. Called under the lock; resolves once the cluster answers.
 */
async function startKeeper(stateDir: string, port: number): Promise<KeeperRecord> {
  const logFile = path.join(stateDir, 'keeper.log');
  const log = openSync(logFile, 'a');
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', KEEPER_SCRIPT, stateDir, String(port)],
    { cwd: REPO_ROOT, detached: true, stdio: ['ignore', log, log, 'ipc'] },
  );
  closeSync(log);
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error('no answer within 2 minutes')),
        KEEPER_START_TIMEOUT_MS,
      );
      child.once('message', () => {
        clearTimeout(timer);
        resolve();
      });
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`it exited with ${code}`));
      });
    });
  } catch (error) {
    child.kill('SIGKILL');
    const output = await readFile(logFile, 'utf8').catch(() => '');
    throw new Error(
      `The embedded test PostgreSQL did not start (${(error as Error).message}); ${logFile}:\n${output.slice(-2000)}`,
      { cause: error },
    );
  }
  if (child.connected) child.disconnect();
  child.unref();
  const keeper = await liveKeeper(stateDir);
  if (!keeper) throw new Error(`the test cluster keeper did not record itself in ${stateDir}`);
  return keeper;
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

async function dropDatabases(adminUrl: string, shouldDrop: (name: string) => boolean) {
  await withAdminClient(adminUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      "SELECT datname FROM pg_database WHERE starts_with(datname, 'tt_')",
    );
    for (const { datname } of rows.filter((row) => shouldDrop(row.datname))) {
      await client.query(
        `DROP DATABASE IF EXISTS ${client.escapeIdentifier(datname)} WITH (FORCE)`,
      );
    }
  });
}
