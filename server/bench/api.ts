// `npm run bench:api`: autocannon against the running server's search endpoint and a bare route
// (GET /api/config, no database) in the same run, on the bench dataset (BENCH_GIGS, default
// 1,000,000, generated from BENCH_SEED as bench:search does), with a signed-in route for
// reference (search is signed in). The targets take turns in slices of BENCH_SECONDS / 5. Prints
// requests/s, latency (the median slice's p50, the worst slice's p99), the CPU the server and
// PostgreSQL spent per request, the ratios and the load average.
import { spawn } from 'node:child_process';
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
const ROUNDS = 5;
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
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const mainFile = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/main.ts');
const server = spawn(process.execPath, ['--import', 'tsx', mainFile], {
  env: {
    ...process.env,
    NODE_ENV: 'test',
    DEMO_MODE: 'false',
    LOG_LEVEL: 'warn',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: dataset.url,
    PUBLIC_URL: base,
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});
for (let tries = 0; ; tries++) {
  if ((await fetch(`${base}/api/health`).catch(() => undefined))?.ok) break;
  if (tries > 300) throw new Error('the server did not start');
  await new Promise((resolve) => setTimeout(resolve, 200));
}

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
const cpuNow = async () => ({
  server: await cpuSeconds(server.pid!),
  postgres: await databaseCpu(dataset.postgres.adminUrl, databaseName),
});

interface Target {
  title: string;
  requests: { path: string }[];
  total: number;
  seconds: number;
  serverCpu: number;
  databaseCpu: number;
  /** Each slice's p50 and p99. */
  p50s: number[];
  p99s: number[];
  failures: number;
}
const target = (title: string, requests: { path: string }[]): Target => ({
  title,
  requests,
  total: 0,
  seconds: 0,
  serverCpu: 0,
  databaseCpu: 0,
  p50s: [],
  p99s: [],
  failures: 0,
});

async function slice(t: Target, seconds: number) {
  const before = await cpuNow();
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: seconds,
    headers: { cookie },
    requests: t.requests,
  });
  const after = await cpuNow();
  t.total += result.requests.total;
  t.seconds += result.duration;
  t.serverCpu += after.server - before.server;
  t.databaseCpu += databaseCpuUsed(before.postgres, after.postgres);
  t.p50s.push(result.latency.p50);
  t.p99s.push(result.latency.p99);
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
const targets = [bare, signedIn, search, browse];
// The targets take turns, ROUNDS slices each: this machine's speed drifts over a minute (other
// machines share its cores), and a ratio of two figures taken minutes apart measures the drift.
for (let round = 0; round < ROUNDS; round++)
  for (const t of targets) await slice(t, DURATION / ROUNDS);

const rate = (t: Target) => t.total / t.seconds;
let failed = false;
for (const t of targets) {
  if (t.failures > 0) failed = true;
  // CPU milliseconds per request: what one request costs the server and the database.
  const perRequest = (seconds: number) => ((1000 * seconds) / t.total).toFixed(2);
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1];
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

if (failed) {
  log('  some requests failed: these figures are not valid');
  process.exitCode = 1;
}

server.kill('SIGTERM');
await once(server, 'exit');
await dataset.release();
