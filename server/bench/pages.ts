// `npm run bench:pages`: how fast the pages are for a first visit from a phone. Times `npm start`
// to its first 200 on a built tree, then runs Lighthouse (mobile: a mid-range phone on a slow 4G
// link, simulated) in Debian's Chromium, BENCH_RUNS times (default 5) per page, and prints the
// medians with the machine's load average during the runs, against the targets of decision 033.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import {
  FIRST_LOAD_JS_BUDGET_BYTES,
  gzipBytesOf,
  kib,
  readFirstLoad,
} from '../../web/build/first-load';
import { freePort } from '../test/support/server-process';
import { percentile } from './support/stats';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const TARGETS = { performance: 95, accessibility: 100, cls: 0.05, startSeconds: 10 };
const log = (line: string) => console.log(line);
const median = (values: number[]) => percentile(values, 50);

const [port, pgPort] = [await freePort(), await freePort()];
const base = `http://127.0.0.1:${port}`;
// The embedded cluster runs as the postgres user when we are root: its folder must be open to it.
const dataDir = process.env.BENCH_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'titletrust-pages-'));
chmodSync(dataDir, 0o755);

function npmStart(): ChildProcess {
  return spawn('npm', ['start'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      DATA_DIR: dataDir,
      EMBEDDED_PG_PORT: String(pgPort),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
}

/** Seconds from the start until `/` answers 200. */
async function untilServing(server: ChildProcess, started: number, timeoutSeconds: number) {
  for (;;) {
    if (server.exitCode !== null) throw new Error(`npm start exited with ${server.exitCode}`);
    const status = await fetch(`${base}/`).then(
      (response) => response.status,
      () => 0,
    );
    const seconds = (performance.now() - started) / 1000;
    if (status === 200) return seconds;
    if (seconds > timeoutSeconds) throw new Error(`no 200 from ${base}/ in ${timeoutSeconds} s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function stop(server: ChildProcess) {
  if (server.exitCode !== null) return;
  const exited = once(server, 'exit');
  process.kill(-server.pid!, 'SIGINT');
  await exited;
}

log(`bench:pages — Lighthouse ${RUNS}× per page, mobile, ${CHROMIUM}; data in ${dataDir}`);
// The first start builds when the sources changed and creates the database; the second is timed.
let server = npmStart();
// The app runs in its own process group (so it can be stopped whole): it must not outlive us.
process.on('exit', () => {
  if (server.exitCode === null && server.signalCode === null) process.kill(-server.pid!, 'SIGINT');
});
process.on('SIGINT', () => process.exit(130));
await untilServing(server, performance.now(), 600);
await stop(server);
const started = performance.now();
server = npmStart();
const startSeconds = await untilServing(server, started, 120);
log(`npm start → first 200 on a built tree: ${startSeconds.toFixed(1)} s`);

async function signIn(role: 'buyer' | 'seller'): Promise<string> {
  const { accounts } = (await (await fetch(`${base}/api/demo/accounts`)).json()) as {
    accounts: { role: string; email: string; password: string }[];
  };
  const account = accounts.find((candidate) => candidate.role === role)!;
  const response = await fetch(`${base}/api/accounts/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  if (!response.ok) throw new Error(`sign-in as the demo ${role}: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

const sellerCookie = await signIn('seller');
const buyerCookie = await signIn('buyer');
const { contracts } = (await (
  await fetch(`${base}/api/contracts/mine`, { headers: { cookie: buyerCookie } })
).json()) as { contracts: { id: string }[] };
if (!contracts[0]) throw new Error('the demo client has no contract to open');

const pages = [
  { name: '/', path: '/' },
  { name: '/login', path: '/login' },
  { name: '/register', path: '/register' },
  { name: '/find-gigs (signed in)', path: '/find-gigs', cookie: sellerCookie },
  {
    name: '/contracts/:id (signed in)',
    path: `/contracts/${contracts[0].id}`,
    cookie: buyerCookie,
  },
];

interface Run {
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  failedAccessibility: string[];
  scripts: string[];
}

const chrome = await chromeLauncher.launch({
  chromePath: CHROMIUM,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
  ],
});

async function lighthouseRun(url: string, cookie?: string): Promise<Run | undefined> {
  const result = await lighthouse(url, {
    port: chrome.port,
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    ...(cookie ? { extraHeaders: { cookie } } : {}),
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  // A run that failed (the page did not paint, Chromium crashed) has no score: it is not a 0.
  if (lhr.runtimeError || (lhr.categories.performance?.score ?? null) === null) {
    log(`  ${url}: run failed (${lhr.runtimeError?.code ?? 'no performance score'}), not counted`);
    return undefined;
  }
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const requests = (
    lhr.audits['network-requests']?.details as { items?: Record<string, unknown>[] }
  )?.items;
  const accessibilityAudits = lhr.categories.accessibility?.auditRefs ?? [];
  return {
    performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    failedAccessibility: accessibilityAudits
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id]?.score === 0)
      .map((ref) => ref.id),
    scripts: (requests ?? [])
      .filter((request) => request.resourceType === 'Script')
      .map((request) => new URL(String(request.url)).pathname),
  };
}

const rows: { name: string; runs: Run[]; load: number[] }[] = [];
try {
  for (const page of pages) {
    const runs: Run[] = [];
    const load: number[] = [loadavg()[0]!];
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouseRun(`${base}${page.path}`, page.cookie);
      if (result) runs.push(result);
      load.push(loadavg()[0]!);
    }
    rows.push({ name: page.name, runs, load });
    log(`  ${page.name}: ${runs.map((run) => run.performance).join(', ')}`);
  }
} finally {
  chrome.kill();
  await stop(server);
  if (!process.env.BENCH_DATA_DIR) rmSync(dataDir, { recursive: true, force: true });
}

const mark = (ok: boolean) => (ok ? 'ok ' : 'MISS');
const ms = (value: number) => `${Math.round(value)} ms`.padStart(8);
log('');
log(
  `${'page'.padEnd(28)} perf      a11y      FCP      LCP      TBT  CLS          load avg (1 min)`,
);
for (const { name, runs, load } of rows) {
  const m = (pick: (run: Run) => number) => median(runs.map(pick));
  const [performance, accessibility, cls] = [
    m((run) => run.performance),
    m((run) => run.accessibility),
    m((run) => run.cls),
  ];
  log(
    `${name.padEnd(28)} ${String(performance).padStart(3)} ${mark(performance >= TARGETS.performance)}  ` +
      `${String(accessibility).padStart(3)} ${mark(accessibility >= TARGETS.accessibility)}  ` +
      `${ms(m((run) => run.fcp))} ${ms(m((run) => run.lcp))} ${ms(m((run) => run.tbt))}  ` +
      `${cls.toFixed(3)} ${mark(cls <= TARGETS.cls)}  ` +
      `${Math.min(...load).toFixed(2)}–${Math.max(...load).toFixed(2)}`,
  );
  const failed = [...new Set(runs.flatMap((run) => run.failedAccessibility))];
  if (failed.length > 0) log(`${''.padEnd(28)} accessibility audits failed: ${failed.join(', ')}`);
}

const distDir = path.join(root, 'web/dist');
const firstLoad = readFirstLoad(distDir);
const landingScripts = [...new Set(rows[0]!.runs[0]?.scripts ?? [])];
const landingJs = landingScripts.reduce((sum, script) => sum + gzipBytesOf(distDir, script), 0);
log('');
log(
  `landing page first load: JS ${kib(firstLoad.jsGzipBytes)} gzipped ` +
    `${mark(firstLoad.jsGzipBytes <= FIRST_LOAD_JS_BUDGET_BYTES)} (target ≤ ${kib(FIRST_LOAD_JS_BUDGET_BYTES)}), ` +
    `CSS ${kib(firstLoad.cssGzipBytes)} gzipped`,
);
log(
  `all JS the landing page fetched (first load and what loads after it draws): ` +
    `${kib(landingJs)} gzipped in ${landingScripts.length} files`,
);
log(
  `npm start → first 200 on a built tree: ${startSeconds.toFixed(1)} s ` +
    `${mark(startSeconds <= TARGETS.startSeconds)} (target ≤ ${TARGETS.startSeconds} s)`,
);
log(
  `machine: load average now ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' / ')} (1 / 5 / 15 min) on ${(await import('node:os')).cpus().length} cores; ` +
    'Lighthouse slows the CPU 4× on top of that, so a busy machine lowers performance and TBT',
);
