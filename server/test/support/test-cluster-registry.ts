import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Bookkeeping beside the embedded test cluster, so several test runs (two `npm test` in one
 * clone, or in two clones) can share it: each run registers itself with its pid and database
 * prefix, and every decision that depends on who else is running (start the cluster, drop an old
 * run's databases, stop the cluster) is taken under one file lock.
 */

const LOCK_TIMEOUT_MS = 180_000;
/** A lock file without a pid yet: its creator died between creating and writing it. */
const EMPTY_LOCK_GRACE_MS = 5_000;

export interface KeeperRecord {
  pid: number;
  adminUrl: string;
}

const lockFile = (stateDir: string) => path.join(stateDir, 'lock');
const runsDir = (stateDir: string) => path.join(stateDir, 'runs');
const keeperFile = (stateDir: string) => path.join(stateDir, 'keeper.json');

export function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Whether the lock's holder is gone (it died holding it), so the lock may be taken over. */
async function lockIsStale(file: string): Promise<boolean> {
  const content = await readFile(file, 'utf8').catch(() => undefined);
  if (content === undefined) return false; // released meanwhile: just try again
  if (content.trim() === '') {
    const age = Date.now() - (await stat(file).catch(() => ({ mtimeMs: Date.now() }))).mtimeMs;
    return age > EMPTY_LOCK_GRACE_MS;
  }
  return !isAlive(Number(content));
}

/** Runs `work` holding the registry's lock (an exclusively created file naming our pid). */
export async function withClusterLock<T>(stateDir: string, work: () => Promise<T>): Promise<T> {
  await mkdir(stateDir, { recursive: true });
  const file = lockFile(stateDir);
  const deadline = Date.now() + LOCK_TIMEOUT_MS;
  for (;;) {
    try {
      await writeFile(file, String(process.pid), { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      if (await lockIsStale(file)) {
        await rm(file, { force: true });
        continue;
      }
      if (Date.now() > deadline) {
        throw new Error(`the test cluster's lock ${file} was not released within 3 minutes`, {
          cause: error,
        });
      }
      await sleep(25 + Math.random() * 50);
    }
  }
  try {
    return await work();
  } finally {
    await rm(file, { force: true });
  }
}

/** Call under the lock. */
export async function registerRun(stateDir: string, runPrefix: string, pid = process.pid) {
  await mkdir(runsDir(stateDir), { recursive: true });
  await writeFile(path.join(runsDir(stateDir), runPrefix), String(pid));
}

/** Call under the lock. */
export async function unregisterRun(stateDir: string, runPrefix: string) {
  await rm(path.join(runsDir(stateDir), runPrefix), { force: true });
}

/** The prefixes of runs whose process still lives; entries of dead ones are removed. Under the lock. */
export async function liveRuns(stateDir: string): Promise<string[]> {
  const names = await readdir(runsDir(stateDir)).catch(() => [] as string[]);
  const live: string[] = [];
  for (const name of names) {
    const file = path.join(runsDir(stateDir), name);
    const pid = Number(await readFile(file, 'utf8').catch(() => ''));
    if (isAlive(pid)) live.push(name);
    else await rm(file, { force: true });
  }
  return live;
}

/** The process keeping the cluster up, if it still lives. Under the lock. */
export async function liveKeeper(stateDir: string): Promise<KeeperRecord | undefined> {
  const text = await readFile(keeperFile(stateDir), 'utf8').catch(() => undefined);
  if (!text) return undefined;
  const record = JSON.parse(text) as KeeperRecord;
  return isAlive(record.pid) ? record : undefined;
}

export async function writeKeeper(stateDir: string, record: KeeperRecord) {
  await writeFile(keeperFile(stateDir), JSON.stringify(record), { mode: 0o600 });
}

export async function clearKeeper(stateDir: string) {
  await rm(keeperFile(stateDir), { force: true });
}
