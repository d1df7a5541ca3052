// `npm run fuzz:api`: starts the real server on a scratch database, reads its OpenAPI document and
// drives every route in it as anonymous, client, professional and admin with generated bad input
// (wrong types, missing and extra fields, huge and control-character text, bad amounts, broken
// JSON, wrong content types, hostile uploads, foreign ids, odd Idempotency-Keys) for FUZZ_SECONDS
// (or --seconds; default 60), FUZZ_CONCURRENCY requests in flight (default 4). Fails on any 5xx,
// any answer slower than 10 s, a server that stops answering, or a ledger check that finds
// differences afterwards. FUZZ_SEED (or --seed) replays a run's choices; FUZZ_ROUTES (a regex on
// "METHOD /path") narrows it. Ends with `fuzz: N requests, N routes, N 5xx, N hangs`.
import { failureDetails } from './failure-report';
import { createClient } from './http-client';
import { checkHealth, watchHealth } from './health-watch';
import { IdPool } from './id-pool';
import { loadRoutes } from './openapi-routes';
import { parseOptions, type FuzzOptions } from './options';
import { Report } from './report';
import { Roles } from './roles';
import { runFuzz } from './runner';
import { checkLedger, startScratchServer, type ScratchServer } from './scratch-server';
import { seedState } from './seed-state';

const log = (line: string) => console.log(line);

let options: FuzzOptions;
try {
  options = parseOptions(process.argv.slice(2));
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}

log(
  `fuzz:api — seed ${options.seed} (replay with FUZZ_SEED=${options.seed}), ${options.seconds} s, ` +
    `${options.concurrency} requests in flight`,
);

let scratch: ScratchServer | undefined;
/** 0 all good, 1 the fuzz found something, 2 it could not run. */
let exitCode = 2;
// Ctrl-C or a cancelled CI job: stop the server and drop the scratch database, not leave them,
// and report nothing (the server going away is then no finding).
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    interrupted = true;
    console.error(`fuzz:api: ${signal}, cleaning up`);
    void (scratch?.close() ?? Promise.resolve()).finally(() => process.exit(130));
  });
/** After an interruption: the signal handler ends the process once it has cleaned up. */
const untilCleanedUp = () => new Promise<never>(() => undefined);

try {
  scratch = await startScratchServer();
  const base = scratch.server.url;
  const routes = (await loadRoutes(base)).filter(
    (route) => options.routes?.test(route.key) ?? true,
  );
  if (routes.length === 0)
    throw new Error(`no route matches FUZZ_ROUTES ${String(options.routes)}`);
  const client = createClient(base, options.concurrency + 2);
  const pool = new IdPool();
  const roles = await Roles.create(client, pool);
  await seedState(client, roles, pool);
  log(`server up at ${base}; ${routes.length} routes × 4 roles; known ids: ${pool.describe()}`);

  const report = new Report();
  let down = false;
  const watch = watchHealth(base, scratch.server.child, (detail) => {
    down = true;
    if (!interrupted) report.serverDown(detail);
  });
  const started = Date.now();
  const { signInFailures } = await runFuzz(
    {
      seed: options.seed,
      concurrency: options.concurrency,
      deadline: started + options.seconds * 1000,
      routes,
    },
    { client, roles, pool, report, stopped: () => down || interrupted },
  );
  watch.stop();
  client.close();
  if (interrupted) await untilCleanedUp();
  const seconds = (Date.now() - started) / 1000;

  // The server must still answer, and the books must balance after everything the fuzz did.
  const alive = down ? 'already reported' : await checkHealth(base);
  if (alive && !down) report.serverDown(`after the run: ${alive}`);
  const ledger = down ? undefined : await checkLedger(scratch);

  log(
    `\nfuzz:api — ${report.requests} requests in ${seconds.toFixed(0)} s (seed ${options.seed}):`,
  );
  for (const line of report.breakdown(routes.map((route) => route.key))) log(line);
  if (signInFailures) log(`  a fuzz role could not sign in again ${signInFailures} times`);
  if (ledger) {
    log(
      `  ledger check: ${ledger.code === 0 ? 'sound' : ledger.code === 1 ? 'DIFFERENCES' : 'could not check'}`,
    );
    if (ledger.code !== 0)
      for (const line of ledger.output.trimEnd().split('\n')) log(`    ${line}`);
  } else {
    log('  ledger check: not run (the server went down)');
  }
  const details = failureDetails(report.failureList, options.seed, scratch.server.output());
  if (details.length) log(`\nfailures:\n${details.join('\n')}`);
  log(report.summary());
  exitCode = report.fuzzerErrors.length ? 2 : report.failed || (ledger?.code ?? 1) !== 0 ? 1 : 0;
} catch (error) {
  if (interrupted) await untilCleanedUp();
  console.error(`fuzz:api could not run: ${(error as Error).stack ?? String(error)}`);
  if (scratch) console.error(`server output:\n${scratch.server.output().slice(-4000)}`);
} finally {
  await scratch?.close().catch((error: unknown) => console.error(`cleaning up: ${String(error)}`));
}
process.exit(exitCode);
