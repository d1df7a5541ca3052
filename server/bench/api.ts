// `npm run bench:api`: autocannon against the running server's search endpoint and a bare route
// (GET /api/config, no database) in the same run, on the bench dataset (BENCH_GIGS, default
// 1,000,000, generated from BENCH_SEED as bench:search does), with a signed-in route for
// reference (search is signed in). A second process on the same database serves the app twice
// for the bare route alone, without metrics and with them (METRICS_TOKEN), both asked
// GET /metrics every second while measured: the rate with over the rate without is what
// collecting metrics costs (target ≥ 0.95). The targets take turns in BENCH_ROUNDS slices (5), BENCH_SECONDS per target
// in all (10). Prints requests/s, latency (the median slice's p50, the worst slice's p99), the CPU the
// server and PostgreSQL spent per request, the ratios and the load average.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { cpuSeconds, databaseCpu, databaseCpuUsed } from './support/cpu';
import { benchSeed, ensureGigDataset } from './support/gig-dataset';

const COUNT = Number(process.env.BENCH_GIGS ?? 1_000_000);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const log = (line: string) => console.log(line);
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
const seed = benchSeed();

async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  return port;
}

log(
  `bench:api — ${COUNT.toLocaleString('en-US')} gigs (seed ${seed}), ${CONNECTIONS} connections, ${DURATION} s per target`,
);
const dataset = await ensureGigDataset(COUNT, seed, log);
const here = path.dirname(fileURLToPath(import.meta.url));
const METRICS_TOKEN = 'bench-metrics-token-0123456789abcdef';

/** A server process on the dataset: main.ts, or another script; answers once every port does. */
async function startProcess(script: string, ports: number[], extraEnv: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, script)], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DEMO_MODE: 'false',
      LOG_LEVEL: 'warn',
      HOST: '127.0.0.1',
      DATABASE_URL: dataset.url,
      PUBLIC_URL: `http://127.0.0.1:${ports[0]}`,
      ...extraEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (const port of ports)
    for (let tries = 0; ; tries++) {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined))?.ok) break;
      if (tries > 300) throw new Error('the server did not start');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  return child;
}
interface Server {
  child: ChildProcess;
  base: string;
}
const port = await freePort();
const plain: Server = {
  child: await startProcess('../src/main.ts', [port], { PORT: String(port) }),
  base: `http://127.0.0.1:${port}`,
};
// The metrics pair: one process with the app twice, without metrics and with them.
const pairPorts = [await freePort(), await freePort()];
const pair = await startProcess('support/metrics-pair-server.ts', pairPorts, {
  PAIR_PORTS: pairPorts.join(','),
  PAIR_METRICS_TOKEN: METRICS_TOKEN,
});
const withoutMetrics: Server = { child: pair, base: `http://127.0.0.1:${pairPorts[0]}` };
const measured: Server = { child: pair, base: `http://127.0.0.1:${pairPorts[1]}` };
const base = plain.base;

// One bench account per dataset: signed in when an earlier run made it, registered otherwise, so
// repeated runs do not meet the sign-up limit (10 an hour from one address).
const account = { email: 'bench-seller@example.com', password: 'Bench-Mark!2026x' };
const post = (path: string, body: object) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(body),
  });
let session = await post('/api/accounts/sign-in', account);
if (session.status === 401)
  session = await post('/api/accounts/register', {
    accountType: 'professional',
    firstName: 'Bench',
    lastName: 'Seller',
    email: account.email,
    phone: '08031234567',
    password: account.password,
    confirmPassword: account.password,
    agreeToTerms: true,
  });
if (!session.ok) throw new Error(`could not sign the bench account in: ${session.status}`);
const cookie = session.headers
  .getSetCookie()
  .map((c) => c.split(';')[0])
  .join('; ');

const databaseName = new URL(dataset.url).pathname.slice(1);
const cpuNow = async (server: Server) => ({
  server: await cpuSeconds(server.child.pid!),
  postgres: await databaseCpu(dataset.postgres.adminUrl, databaseName),
});

/**
 * Prometheus' part: GET /metrics every second (it asks every 15 s or more), on both servers of
 * the metrics pair alike, since even one request a second from this process slows autocannon's
 * client here and so the server's batching (measured: 6 % with /api/health). The server without
 * metrics answers 404; the difference is what collecting them costs.
 */
async function scrapeEverySecond(server: Server, until: Promise<unknown>) {
  let done = false;
  const stop = () => (done = true);
  until.then(stop, stop);
  let scrapes = 0;
  while (!done) {
    const response = await fetch(`${server.base}/metrics`, {
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    await response.text();
    if (server === measured && !response.ok)
      throw new Error(`/metrics answered ${response.status}`);
    if (response.ok) scrapes++;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  return scrapes;
}

interface Target {
  title: string;
  server: Server;
  requests: { path: string }[];
  total: number;
  seconds: number;
  serverCpu: number;
  databaseCpu: number;
  /** Each slice's p50 and p99, requests per second and server CPU seconds per request. */
  p50s: number[];
  p99s: number[];
  rates: number[];
  cpus: number[];
  failures: number;
}
const target = (title: string, requests: { path: string }[], server = plain): Target => ({
  title,
  server,
  requests,
  total: 0,
  seconds: 0,
  serverCpu: 0,
  databaseCpu: 0,
  p50s: [],
  p99s: [],
  rates: [],
  cpus: [],
  failures: 0,
});

let scrapes = 0;
async function slice(t: Target, seconds: number) {
  const before = await cpuNow(t.server);
  const run = autocannon({
    url: t.server.base,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { cookie },
    requests: t.requests,
  });
  if (t.server === measured || t.server === withoutMetrics)
    scrapes += await scrapeEverySecond(t.server, run);
  const result = await run;
  const after = await cpuNow(t.server);
  t.total += result.requests.total;
  t.seconds += result.duration;
  t.serverCpu += after.server - before.server;
  t.databaseCpu += databaseCpuUsed(before.postgres, after.postgres);
  t.p50s.push(result.latency.p50);
  t.p99s.push(result.latency.p99);
  t.rates.push(result.requests.total / result.duration);
  t.cpus.push((after.server - before.server) / result.requests.total);
  t.failures += result.non2xx + result.errors;
}

const terms = ['land', 'survey', 'okpanam', 'deed', 'gwarinpa', 'consent', 'lekki', 'maitama'];
const bare = target('GET /api/config (bare route)', [{ path: '/api/config' }]);
// Every search is signed in: this route reads the session and one row, which bounds search.
const signedIn = target('GET /api/profile (signed in, one row)', [{ path: '/api/profile' }]);
const search = target(
  'GET /api/gigs?q=… (search, 8 terms)',
  terms.map((term) => ({ path: `/api/gigs?q=${term}` })),
);
const browse = target('GET /api/gigs (newest, no query)', [{ path: '/api/gigs' }]);
const bareWithoutMetrics = target(
  'GET /api/config (pair, metrics off)',
  [{ path: '/api/config' }],
  withoutMetrics,
);
const bareWithMetrics = target(
  'GET /api/config (pair, metrics on)',
  [{ path: '/api/config' }],
  measured,
);
const targets = [bare, bareWithoutMetrics, bareWithMetrics, signedIn, search, browse];
// The targets take turns, ROUNDS slices each: this machine's speed drifts over a minute (other
// machines share its cores), and a ratio of two figures taken minutes apart measures the drift.
// The metrics pair goes back to back, in turns first (off, on; then on, off), and is compared
// round by round.
for (let round = 0; round < ROUNDS; round++) {
  const pair =
    round % 2 === 0 ? [bareWithoutMetrics, bareWithMetrics] : [bareWithMetrics, bareWithoutMetrics];
  for (const t of [bare, ...pair, signedIn, search, browse]) await slice(t, DURATION / ROUNDS);
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
const roundRatios = (on: number[], off: number[]) => median(on.map((value, i) => value / off[i]!));

const rate = (t: Target) => t.total / t.seconds;
let failed = false;
for (const t of targets) {
  if (t.failures > 0) failed = true;
  // CPU milliseconds per request: what one request costs the server and the database.
  const perRequest = (seconds: number) => ((1000 * seconds) / t.total).toFixed(2);
  log(
    `  ${t.title.padEnd(40)} ${rate(t).toFixed(0).padStart(6)} req/s   p50 ${String(median(t.p50s)).padStart(4)} ms   p99 ${String(Math.max(...t.p99s)).padStart(4)} ms   CPU per request: server ${perRequest(t.serverCpu)} ms, PostgreSQL ${perRequest(t.databaseCpu)} ms${t.failures ? `   (${t.failures} failed)` : ''}`,
  );
}
log(
  `  search / bare route throughput: ${(rate(search) / rate(bare)).toFixed(3)} (target ≥ 0.05)   browse / bare: ${(rate(browse) / rate(bare)).toFixed(3)}`,
);
log(
  `  search / signed-in route: ${(rate(search) / rate(signedIn)).toFixed(3)}   signed-in / bare: ${(rate(signedIn) / rate(bare)).toFixed(3)}   load average ${load()}`,
);
// Each round's ratio, and their median: a burst of other work on the machine moves one round.
log(
  `  metrics on / off, bare route, median of ${ROUNDS} rounds: ${roundRatios(bareWithMetrics.rates, bareWithoutMetrics.rates).toFixed(3)} req/s (target ≥ 0.95: collection costs under 5 %), server CPU per request ${roundRatios(bareWithMetrics.cpus, bareWithoutMetrics.cpus).toFixed(3)}; over the whole run ${(rate(bareWithMetrics) / rate(bareWithoutMetrics)).toFixed(3)} req/s; ${scrapes} scrapes of /metrics meanwhile`,
);

if (failed) {
  log('  some requests failed: these figures are not valid');
  process.exitCode = 1;
}

for (const child of [plain.child, pair]) {
  child.kill('SIGTERM');
  await once(child, 'exit');
}
await dataset.release();
