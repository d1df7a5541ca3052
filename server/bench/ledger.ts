// `npm run bench:ledger`: escrow movements (funding, then approving after untimed deliveries) from 50
// concurrent clients, and in the same run against the same PostgreSQL, pgbench's built-in
// TPC-B-like script. The target (≥ 0.5 of pgbench's rate) is measured on the movements as the
// server's money path makes them: its use cases, Idempotency-Key claims and connection pool, from
// 50 concurrent callers, a database client's work like pgbench's (decision 024). The same
// movements end to end over HTTP against the real server come first, with what a request costs
// before any work of its own (a bare route, the session alone, the contract page) and the ceiling
// that sets on this machine (decision 023). Then `npm run ledger:check` on the result (zero
// differences required: the run fails otherwise), and the same movements' ledger SQL alone under
// pgbench. Each timed run starts at a checkpoint; pgbench runs before and after the loads and the
// ratios use the faster of the two. For fundings and approvals apart it prints the rate and the
// machine's CPU per movement (and the bench process's own share), beside pgbench's CPU per
// transaction (decision 018). BENCH_CLIENTS, BENCH_SECONDS, BENCH_PGBENCH_SCALE (default: one
// branch per client, so neither side has a hot row) change it.
import { execFile } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { ESCROW_LIMITS } from '@titletrust/shared';
import { connectDatabase } from '../src/db/client';
import { serverRoot } from '../src/platform/paths';
import { faucet, getAs } from '../test/support/escrow';
import { createParties, inParallel, moves, type DealContract } from '../test/support/money-moves';
import { remoteApp } from '../test/support/remote-app';
import { startServerProcess } from '../test/support/server-process';
import { acquireTestPostgres, databaseUrl, withAdminClient } from '../test/support/test-postgres';
import { insertAwaitingContracts } from './support/escrow-contracts';
import { runInProcessMovements } from './support/in-process-movements';
import { runRequestLoad } from './support/http-floor';
import { runEscrowPhases, type PhaseFigures, type PhasesResult } from './support/money-phases';
import { cpuBreakdown } from './support/cpu-profile';
import { processCpuMs } from './support/cpu-time';
import { runLedgerSqlBench } from './support/ledger-sql';
import { ensurePgbenchDatabase, runPgbench } from './support/pgbench';
import { checkpoint } from './support/wal';
import { percentile, summary } from './support/stats';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const SCALE = Number(process.env.BENCH_PGBENCH_SCALE ?? CLIENTS);
const AMOUNT = 10_000_000n;
/**
 * More contracts per client than the HTTP run and both in-process runs can fund in their time:
 * at least 120 a second each, and, with few clients (each then faster), enough for 4,000
 * fundings a second in total through the three runs' funding halves (seen: 3,000 a second
 * in-process on a quiet day). A client that runs out anyway is reported below the figures.
 */
const CONTRACTS_PER_CLIENT = Math.max(SECONDS * 120, Math.ceil((SECONDS * 6000) / CLIENTS));
const SCRATCH = 'titletrust_bench_ledger';
const log = (line: string) => console.log(line);

log(`bench:ledger — ${CLIENTS} clients, ${SECONDS} s per target`);
const postgres = await acquireTestPostgres();

// 1. pgbench's TPC-B-like transactions: the yardstick of this machine and this PostgreSQL.
const pgbenchUrl = await ensurePgbenchDatabase(postgres.adminUrl, SCALE, log);
const pgbenchRun = () => runPgbench(pgbenchUrl, { clients: CLIENTS, threads: 2, seconds: SECONDS });
const pgbenchBefore = await pgbenchRun();

// 2. The real server on a fresh database, its people registered and funded over HTTP.
await withAdminClient(postgres.adminUrl, async (client) => {
  await client.query(`DROP DATABASE IF EXISTS ${SCRATCH} WITH (FORCE)`);
  await client.query(`CREATE DATABASE ${SCRATCH}`);
});
const url = databaseUrl(postgres.adminUrl, SCRATCH);
const dataDir = await mkdtemp(path.join(tmpdir(), 'titletrust-bench-ledger-'));
// TRUST_PROXY: registrations come from many (forwarded) addresses, past the sign-up limit.
const serverEnv = { DATABASE_URL: url, DATA_DIR: dataDir, DEMO_MODE: 'true', TRUST_PROXY: 'true' };
// BENCH_PROFILE=1: the server runs under --cpu-prof, and its time is broken down at the end.
const profileDir = process.env.BENCH_PROFILE
  ? await mkdtemp(path.join(tmpdir(), 'titletrust-prof-'))
  : null;
const server = await startServerProcess(serverEnv, {
  nodeArgs: [
    ...(profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : []),
    // BENCH_NODE_ARGS: more flags for the server's node, e.g. an --import that patches a setting.
    ...(process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? []),
  ],
});
const connection = connectDatabase(url, { maxConnections: 4 });
const app = remoteApp(server.url);
log(`registering ${CLIENTS} clients and ${CLIENTS} professionals…`);
const { buyers, sellers } = await createParties(app, connection.db, {
  buyers: CLIENTS,
  sellers: CLIENTS,
});
// Through the test faucet, in its largest steps (ESCROW_LIMITS.faucetMaxMicros a call).
const faucetStepUsdc = Number(ESCROW_LIMITS.faucetMaxMicros / 1_000_000n);
await inParallel(buyers, 8, async (buyer) => {
  for (let owed = Number(AMOUNT / 1_000_000n) * CONTRACTS_PER_CLIENT; owed > 0;) {
    await faucet(app, buyer, Math.min(owed, faucetStepUsdc));
    owed -= faucetStepUsdc;
  }
});
const pairs = buyers.map((buyer, i) => ({ buyerId: buyer.id, sellerId: sellers[i]!.id }));
const fixtures = await insertAwaitingContracts(connection.pool, pairs, {
  perPair: CONTRACTS_PER_CLIENT,
  amountMicros: AMOUNT,
  feeBps: 1000,
});
// Each pair's last contract, and the money for it, is held back for the ledger's SQL stage (5),
// so however fast the loads before it run, each of its clients has a contract to fund.
const heldForSql = fixtures.map((ids) => ids.at(-1)!);
const contractIds = fixtures.map((ids) => ids.slice(0, -1));
// As `pgbench -i` analyzes its tables: the fixtures arrive in one statement, faster than
// autovacuum notices, and a movement's statements planned on a hundred rows' statistics scan
// tens of thousands (seen: 6-8 ms of the database's CPU per funding instead of 1-2).
await connection.pool.query('ANALYZE');

// 3. The load over HTTP: each client funds its contracts, they are delivered, it approves them.
const deal = (client: number, id: string): DealContract => ({
  id,
  buyer: buyers[client]!,
  seller: sellers[client]!,
  amountMicros: AMOUNT,
});
const answered = async (send: Promise<{ statusCode: number; body: string }>) => {
  const response = await send;
  if (response.statusCode >= 300) throw new Error(`${response.statusCode} ${response.body}`);
};
log(`load: ${CLIENTS} clients × fund, deliver (untimed), approve; ${SECONDS} s`);
const cpuBefore = await processCpuMs(server.child.pid);
const loadFromUs = Number(process.hrtime.bigint() / 1000n);
const overHttp = await runEscrowPhases(
  contractIds,
  SECONDS,
  {
    fund: (client, id) => answered(moves.fund(app, deal(client, id))),
    deliver: (client, id) => answered(moves.deliver(app, deal(client, id))),
    approve: (client, id) => answered(moves.approve(app, deal(client, id))),
  },
  () => checkpoint(url),
);
const serverCpuMs = (await processCpuMs(server.child.pid)) - cpuBefore;
const loadToUs = Number(process.hrtime.bigint() / 1000n);
// 3a. What a request costs before any work of its own, through the same client: a bare route (no
//     database), the session resolved (the viewer of every money call), and the contract page
//     (what every money call answers with).
const floorLoad = {
  clients: CLIENTS,
  seconds: Math.max(2, SECONDS / 3),
  serverPid: server.child.pid,
};
const floors = {
  'a bare route (GET /api/config)': await runRequestLoad(floorLoad, () =>
    app.inject({ method: 'GET', url: '/api/config' }),
  ),
  'the session alone (GET /api/accounts/session)': await runRequestLoad(floorLoad, (client) =>
    getAs(app, buyers[client]!, '/api/accounts/session'),
  ),
  'the contract page (GET /api/contracts/:id)': await runRequestLoad(floorLoad, (client) =>
    getAs(app, buyers[client]!, `/api/contracts/${contractIds[client]![0]}`),
  ),
};
await server.stop();
await connection.close();

// 3b. The same movements through the server's code in this process, without HTTP around them;
//     twice, and the faster counts, as pgbench's faster run does (decision 024).
const runInProcess = () =>
  runInProcessMovements(url, pairs, SECONDS, {
    heldBack: heldForSql,
    beforePhase: () => checkpoint(url),
  });
const inProcessRuns = [await runInProcess(), await runInProcess()];
const rateOf = ({ movements, elapsed }: PhasesResult) => movements / elapsed;
const inProcess = inProcessRuns.reduce((faster, run) =>
  rateOf(run) > rateOf(faster) ? run : faster,
);
const inProcessRate = rateOf(inProcess);

// 4. The books after both runs, by the same command an operator runs.
const check = await promisify(execFile)(
  process.execPath,
  ['--import', 'tsx', path.join(serverRoot, 'src/scripts/check-ledger.ts')],
  { env: { PATH: process.env.PATH, ...serverEnv, LOG_LEVEL: 'warn' } },
).then(
  ({ stdout }) => ({ code: 0, stdout }),
  (error: { code: number; stdout: string }) => ({ code: error.code, stdout: error.stdout }),
);

// 5. The ledger's own SQL for the same kind of movements, under pgbench: what the database side
//    of a movement costs without the HTTP server around it.
const ledgerSql = await runLedgerSqlBench(postgres.adminUrl, SCRATCH, heldForSql, {
  clients: CLIENTS,
  threads: 2,
  seconds: SECONDS,
});

// 6. pgbench again, now that the loads have run: its rate swings with the checkpoints the runs
//    before it caused (seen: 1,700 to 3,600 tps on one machine in one hour). The yardstick is the
//    faster of the two runs, so a slow pgbench run cannot flatter the ratios.
const pgbenchAfter = await pgbenchRun();
const pgbench = pgbenchAfter.tps > pgbenchBefore.tps ? pgbenchAfter : pgbenchBefore;

const rate = overHttp.movements / overHttp.elapsed;
log('');
log(
  `  pgbench TPC-B-like (-c ${CLIENTS} -j 2 -T ${SECONDS}, scale ${SCALE})  ${pgbench.tps.toFixed(0).padStart(6)} tps   latency avg ${pgbench.latencyMs.toFixed(1)} ms   (the faster of ${pgbenchBefore.tps.toFixed(0)} before the loads and ${pgbenchAfter.tps.toFixed(0)} after)`,
);
log(
  `  escrow movements over HTTP                 ${rate.toFixed(0).padStart(6)} movements/s   p50 ${percentile(overHttp.latency, 50).toFixed(1)} ms   p99 ${percentile(overHttp.latency, 99).toFixed(1)} ms`,
);
log(
  `  escrow movements, server code in-process  ${inProcessRate.toFixed(0).padStart(6)} movements/s   p50 ${percentile(inProcess.latency, 50).toFixed(1)} ms   p99 ${percentile(inProcess.latency, 99).toFixed(1)} ms   ratio to pgbench ${(inProcessRate / pgbench.tps).toFixed(2)}   (the faster of ${inProcessRuns.map((run) => rateOf(run).toFixed(0)).join(' and ')})`,
);
log(
  `  the ledger's SQL alone (pgbench -f, fund/refund)  ${ledgerSql.movementsPerSecond.toFixed(0).padStart(6)} movements/s   ratio to pgbench ${(ledgerSql.movementsPerSecond / pgbench.tps).toFixed(2)}`,
);
// Per phase, with what each movement cost the whole machine in CPU against what a pgbench
// transaction cost it: a funding and an approval do different work, and CPU per unit of work
// moves less between runs than rates do on a shared machine.
const perPhase = (how: string, result: PhasesResult, ownProcess: string) => {
  const phase = ({ movements, elapsed, machineCpuMs, ownCpuMs }: PhaseFigures) =>
    `${(movements / elapsed).toFixed(0)}/s at ${(machineCpuMs / movements).toFixed(2)} ms of machine CPU each (${ownProcess} ${(ownCpuMs / movements).toFixed(2)} ms)`;
  return `  ${how} by phase: funding ${phase(result.fund)}; approving ${phase(result.approve)}`;
};
log(perPhase('over HTTP', overHttp, "the bench's HTTP client"));
for (const [what, { requests, elapsed, machineCpuMs, serverCpuMs }] of Object.entries(floors))
  log(
    `  over HTTP, ${what}: ${(requests / elapsed).toFixed(0)}/s at ${(machineCpuMs / requests).toFixed(2)} ms of machine CPU each (server ${(serverCpuMs / requests).toFixed(2)} ms)`,
  );
log(perPhase('in-process', inProcess, "the server's code"));
log(
  `  pgbench: ${pgbench.machineCpuMsPerTxn.toFixed(2)} ms of machine CPU per TPC-B-like transaction`,
);
log(
  `  WAL records written: ${ledgerSql.walRecordsPerMovement.toFixed(1)} per movement (the ledger's SQL alone), ${pgbench.walRecordsPerTxn.toFixed(1)} per pgbench transaction`,
);
log(summary('money over HTTP', overHttp.latency));
log(summary('money in-process', inProcess.latency));
const failures = [overHttp, ...inProcessRuns].flatMap((run) => run.failures);
log(
  `  over HTTP: ${overHttp.movements} movements in ${overHttp.elapsed.toFixed(1)} s (and ${overHttp.deliveries} untimed deliveries); ${failures.length} failed`,
);
const loadSeconds = (loadToUs - loadFromUs) / 1e6;
log(
  `  server process CPU: ${(serverCpuMs / (overHttp.movements + overHttp.deliveries)).toFixed(1)} ms per request, ${((serverCpuMs / 1000 / loadSeconds) * 100).toFixed(0)} % of one core`,
);
// The target: escrow movements from 50 concurrent clients against pgbench's transactions on the
// same PostgreSQL, each side a client of the database running its own work (decision 024). Over
// HTTP a request's own cost comes on top on the same cores; its best case is the contract page
// (a signed-in request answered with the page, as a money call is) plus the movement itself.
const machineCpuPerMovement = ({ fund, approve }: PhasesResult) =>
  (fund.machineCpuMs + approve.machineCpuMs) / (fund.movements + approve.movements);
const page = floors['the contract page (GET /api/contracts/:id)'];
const httpCeiling =
  pgbench.machineCpuMsPerTxn /
  (page.machineCpuMs / page.requests + machineCpuPerMovement(inProcess));
const verdict = (ratio: number) =>
  `${ratio.toFixed(2)} (target ≥ 0.5: ${ratio >= 0.5 ? 'met' : 'NOT met'})`;
log(
  `  movements/s ÷ pgbench tps, escrow movements through the server's money path from ${CLIENTS} clients: ${verdict(inProcessRate / pgbench.tps)}`,
);
log(
  `  movements/s ÷ pgbench tps, end to end over HTTP: ${(rate / pgbench.tps).toFixed(2)}; at most ${httpCeiling.toFixed(2)} on this machine (pgbench's CPU per transaction ÷ a contract page request's and a movement's)`,
);
for (const failure of failures.slice(0, 5)) log(`  failed: ${failure}`);
const ranOut = [overHttp, ...inProcessRuns].reduce((sum, run) => sum + run.ranOut, 0);
if (ranOut > 0)
  log(
    `  warning: ${ranOut} times a client ran out of contracts before its funding phase's time was up; the rates above understate (raise CONTRACTS_PER_CLIENT)`,
  );
if (profileDir) {
  const { owners, functions } = await cpuBreakdown(profileDir, {
    fromUs: loadFromUs,
    toUs: loadToUs,
  });
  log('  server CPU during the load, self time by owner and by function:');
  for (const { owner, ms } of owners)
    log(`    ${owner.padEnd(60)} ${ms.toFixed(0).padStart(6)} ms`);
  for (const { name, ms } of functions)
    log(`    ${name.slice(0, 60).padEnd(60)} ${ms.toFixed(0).padStart(6)} ms`);
}
log('');
log(check.stdout.trimEnd());

if (!process.env.BENCH_KEEP)
  await withAdminClient(postgres.adminUrl, (client) =>
    client.query(`DROP DATABASE IF EXISTS ${SCRATCH} WITH (FORCE)`),
  );
if (!process.env.TEST_DATABASE_URL) await postgres.release();
process.exitCode = check.code === 0 && failures.length === 0 ? 0 : 1;
