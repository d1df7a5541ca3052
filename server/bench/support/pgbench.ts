import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { machineBusyMs } from './cpu-time';
import { checkpoint, walRecords } from './wal';
import { databaseUrl, withAdminClient } from '../../test/support/test-postgres';

const run = promisify(execFile);
const PGBENCH = process.env.PGBENCH ?? 'pgbench';

/**
 * A scratch database initialised by `pgbench -i` at `scale` (100,000 accounts per branch), kept
 * between runs of the same scale: generating millions of rows costs more than the run itself.
 */
export async function ensurePgbenchDatabase(
  adminUrl: string,
  scale: number,
  log: (line: string) => void,
): Promise<string> {
  const name = `titletrust_bench_pgbench_${scale}`;
  const url = databaseUrl(adminUrl, name);
  const ready = await withAdminClient(adminUrl, async (client) => {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!rowCount) await client.query(`CREATE DATABASE ${name}`);
    return !!rowCount;
  });
  if (ready) {
    const branches = await withAdminClient(url, (client) =>
      client.query<{ n: number }>('SELECT count(*)::int AS n FROM pgbench_branches').then(
        ({ rows }) => rows[0]!.n,
        () => 0,
      ),
    );
    if (branches === scale) {
      log(`reusing ${name}`);
      return url;
    }
  }
  log(`pgbench -i -s ${scale} (${(scale * 100_000).toLocaleString('en-US')} accounts)…`);
  await run(PGBENCH, ['-i', '-q', '-s', String(scale), url], { maxBuffer: 16 * 1024 * 1024 });
  return url;
}

export interface PgbenchResult {
  tps: number;
  latencyMs: number;
  /** Busy CPU of the whole machine (pgbench and PostgreSQL) per transaction, ms. */
  machineCpuMsPerTxn: number;
  /** WAL records written per transaction (pgbench alone on the cluster). */
  walRecordsPerTxn: number;
}

/** pgbench's built-in TPC-B-like script: `pgbench -c <clients> -j <threads> -T <seconds>`. */
export async function runPgbench(
  url: string,
  options: { clients: number; threads: number; seconds: number },
): Promise<PgbenchResult> {
  await checkpoint(url);
  const walBefore = await walRecords(url);
  const busyBefore = machineBusyMs();
  const { stdout } = await run(
    PGBENCH,
    [
      '-c',
      String(options.clients),
      '-j',
      String(options.threads),
      '-T',
      String(options.seconds),
      url,
    ],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  const tps = /tps = ([\d.]+)/.exec(stdout);
  const latency = /latency average = ([\d.]+) ms/.exec(stdout);
  const transactions = /number of transactions actually processed: (\d+)/.exec(stdout);
  if (!tps || !latency || !transactions) throw new Error(`unexpected pgbench output:\n${stdout}`);
  const busy = machineBusyMs() - busyBefore;
  return {
    tps: Number(tps[1]),
    latencyMs: Number(latency[1]),
    machineCpuMsPerTxn: busy / Number(transactions[1]),
    walRecordsPerTxn: ((await walRecords(url)) - walBefore) / Number(transactions[1]),
  };
}
