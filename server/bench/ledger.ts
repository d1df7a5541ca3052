// `npm run bench:ledger`: the money path as the product feels it, over HTTP against the real
// server (a child process on a fresh scratch database). For fundings (POST /api/contracts/:id/fund)
// and approvals (POST /api/contracts/:id/approve, on contracts funded and delivered beforehand,
// untimed) apart, in naira and in USDC apart (the same floors for both), and for a bare signed-in
// route in the same run, it measures
//   (a) p50 and p99 latency at a steady offered rate (open loop: requests start on schedule
//       whether or not earlier ones finished; latency from the scheduled start, so queueing
//       counts), target p99 under 100 ms;
//   (b) the most movements a second that BENCH_CLIENTS concurrent clients reach (closed loop),
//       target at least 200 a second;
// and the ratios movement ÷ bare route. The bare route is GET /api/accounts/session: it resolves
// the viewer from the session cookie exactly as every signed-in route does first (Better Auth's
// getSession for a cookie it has not seen, then one statement for the session, account and
// profile, decision 045) and answers with it, nothing more, so it is the cheapest signed-in
// request there is; GET /api/money/balances does the same and then reads the balances.
// Every request carries a fresh Idempotency-Key and the session cookie of the contract's client;
// each load client is its own client account (BENCH_CLIENTS of them), so no balance row is hot.
// Then (c) naira credited by Paystack's webhook: the server runs on the fake Paystack, and
// BENCH_WEBHOOKS checkouts (default 1000) are opened through it and paid in the fake with their
// `charge.success` webhooks held (untimed); the signed webhooks are then POSTed to the server at
// BENCH_RATE a second on schedule, each timed from its scheduled send until its checkout's credit
// commits (heard as the client's notice: LISTEN), p50/p95/p99, target p99 under 100 ms.
// After every load the ledger check (`npm run ledger:check`'s function) runs on the scratch
// database; the bench exits 1 if it finds any invariant violation or any request failed.
// Knobs: BENCH_SECONDS (per load, default 10), BENCH_RATE (offered, default 100/s), BENCH_CLIENTS
// (default 50), BENCH_WEBHOOKS, BENCH_ONLY=webhooks (part (c) alone).
import { randomUUID } from 'node:crypto';
import { CURRENCY_CODES, formatMoney, type CurrencyCode } from '@titletrust/shared';
import { cpus, loadavg } from 'node:os';
import { inParallel, moves } from '../test/support/money-moves';
import { httpClient, type Answer, type HttpClient } from './support/http-client';
import { closedLoop, openLoop, type LoadFigures } from './support/load';
import { setUpLedgerBench } from './support/ledger-setup';
import { ledgerViolations } from './support/ledger-violations';
import { progressLine, resultTable, type Measured } from './support/ledger-report';
import { percentile, summary } from './support/stats';
import { payCheckoutsHoldingWebhooks, sendWebhooksTimed } from './support/webhook-credits';
import { FAKE_PAYSTACK_SECRET, startFakePaystack } from '../test/support/fake-paystack';

const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const RATE = Number(process.env.BENCH_RATE ?? 100);
const WEBHOOKS = Number(process.env.BENCH_WEBHOOKS ?? 1000);
const ONLY_WEBHOOKS = process.env.BENCH_ONLY === 'webhooks';
const TARGETS = { p99Ms: 100, rate: 200 };
const BARE_ROUTE = '/api/accounts/session';
/** The smallest budget a gig may have in each currency: ₦5,000 and 10 USDC. */
const AMOUNT: Record<CurrencyCode, bigint> = { NGN: 500_000n, USDC: 10_000_000n };
/** Untimed movements per client before each kind's loads (see warmUp). */
const WARM_UP = 2;
/**
 * Fundings a second the contracts are provisioned for in the closed loop: well above what a
 * 2-core machine reaches (a client that runs out anyway is reported). Approvals then get half as
 * many again as the closed loop funded (funded untimed), in case they run faster than fundings.
 */
const CEILING = 1500;
const openPerClient = Math.ceil((RATE * SECONDS) / CLIENTS);
const closedPerClient = Math.ceil((CEILING * SECONDS) / CLIENTS);
const log = (line: string) => console.log(line);

log(
  `bench:ledger — ${CLIENTS} clients, ${RATE}/s offered, ${SECONDS} s per load; contracts of ${CURRENCY_CODES.map((c) => formatMoney(AMOUNT[c], c)).join(' and ')}; bare route GET ${BARE_ROUTE}; ${cpus().length} cores, load average ${loadavg()[0]!.toFixed(1)}`,
);
// Naira through Paystack, Paystack being the fake (in this process): part (c) pays through it.
const fake = await startFakePaystack({ settleAfterMs: null });
const bench = await setUpLedgerBench({
  clients: CLIENTS,
  perClient: ONLY_WEBHOOKS ? 1 : WARM_UP * 2 + openPerClient + Math.ceil(closedPerClient * 1.5),
  amountMinor: AMOUNT,
  log,
  env: { PAYSTACK_SECRET_KEY: FAKE_PAYSTACK_SECRET, PAYSTACK_BASE_URL: fake.url },
});
const { buyers, sellers, connection, serverEnv } = bench;
// Separate socket pools: the open loop opens as many as it needs, the closed one one per client.
const openHttp = httpClient(bench.server.url, Infinity);
const closedHttp = httpClient(bench.server.url, CLIENTS);
const failures: string[] = [];
let violationsFound = 0;

/** Each client's list of contracts, handed out in order. */
class Contracts {
  private next: number[];
  constructor(private readonly lists: string[][]) {
    this.next = lists.map(() => 0);
  }
  take(client: number): string | undefined {
    return this.lists[client]![this.next[client]!++];
  }
}

async function succeeded(answer: Promise<Answer>): Promise<string> {
  const { status, body } = await answer;
  if (status < 200 || status >= 300) throw new Error(`${status} ${body.slice(0, 300)}`);
  return body;
}

const move = (http: HttpClient, action: 'fund' | 'approve', client: number, id: string) =>
  succeeded(
    http.send('POST', `/api/contracts/${id}/${action}`, {
      cookie: buyers[client]!.cookie,
      'idempotency-key': randomUUID(),
    }),
  );

async function bare(http: HttpClient, client: number) {
  const body = await succeeded(http.send('GET', BARE_ROUTE, { cookie: buyers[client]!.cookie }));
  // A public route answers an unknown session too: make sure the session was really read.
  if (body.includes('"user":null')) throw new Error('the session cookie was not recognised');
}

/**
 * A few requests per client off the clock before a kind's loads: each of the server's pooled
 * connections plans the money statements on its first use (decision 017) and V8 compiles the hot
 * code after some calls; a server in service has done both.
 */
const warmUp = (work: (client: number) => Promise<unknown>) =>
  inParallel(
    Array.from({ length: CLIENTS }, (_, client) => client),
    CLIENTS,
    async (client) => {
      for (let i = 0; i < WARM_UP; i++) await work(client);
    },
  );

/** The open and the closed load of one kind of request, the ledger checked after each. */
async function measure(
  label: string,
  request: (http: HttpClient, client: number) => Promise<boolean>,
): Promise<Measured> {
  const checked = async (how: string, figures: LoadFigures) => {
    const { count, summary } = await ledgerViolations(connection.db, serverEnv);
    log(progressLine(label, how, figures, count));
    if (count > 0) log(`    violations: ${summary}`);
    if (figures.ranOut > 0)
      log(`    warning: ${figures.ranOut} client(s) ran out of contracts; the rate understates`);
    failures.push(...figures.failures);
    violationsFound += count;
    return count;
  };
  const open = await openLoop(RATE, SECONDS, async (index) => {
    if (!(await request(openHttp, index % CLIENTS))) throw new Error('ran out of contracts');
  });
  const openViolations = await checked(`open loop at ${RATE}/s`, open);
  const closed = await closedLoop(CLIENTS, SECONDS, (client) => request(closedHttp, client));
  const closedViolations = await checked(`closed loop, ${CLIENTS} clients`, closed);
  return { label, open, closed, violations: [openViolations, closedViolations] };
}

/** Moves money on each client's contracts in turn; records which ones moved, per client. */
function mover(action: 'fund' | 'approve', contracts: Contracts, moved: string[][]) {
  return async (http: HttpClient, client: number) => {
    const id = contracts.take(client);
    if (id === undefined) return false;
    await move(http, action, client, id);
    moved[client]!.push(id);
    return true;
  };
}

/** Fundings, then approvals, of one currency's contracts: each warmed up, measured both ways. */
async function currencyLoads(currency: CurrencyCode): Promise<Measured[]> {
  // 1. Fundings, on contracts awaiting funding.
  const awaiting = new Contracts(bench.contracts[currency]);
  const funded = buyers.map((): string[] => []);
  const fund = mover('fund', awaiting, funded);
  await warmUp((client) => fund(closedHttp, client));
  const fundings = await measure(`funding ${currency} POST /api/contracts/:id/fund`, fund);

  // 2. Off the clock: enough funded contracts for both approval loads (the open one's share, and
  //    half again as many as the closed funding load reached, in case approving runs faster), then
  //    the professionals deliver them all.
  const wanted = WARM_UP + openPerClient + Math.ceil((1.5 * fundings.closed.done) / CLIENTS);
  log(`untimed: funding up to ${wanted} ${currency} contracts per client, then delivering them…`);
  await inParallel(funded, CLIENTS, async (list, client) => {
    while (list.length < wanted) if (!(await fund(closedHttp, client))) break;
  });
  const delivered = await inParallel(funded, CLIENTS, async (ids, client) => {
    for (const id of ids) {
      const deal = {
        id,
        buyer: buyers[client]!,
        seller: sellers[client]!,
        amountMinor: AMOUNT[currency],
        currency,
        milestones: [AMOUNT[currency]],
      };
      const answer = await moves.deliver(bench.app, deal);
      if (answer.statusCode !== 200)
        throw new Error(`delivery: ${answer.statusCode} ${answer.body}`);
    }
    return ids;
  });

  // 3. Approvals, on those delivered contracts.
  const approve = mover(
    'approve',
    new Contracts(delivered),
    buyers.map((): string[] => []),
  );
  await warmUp((client) => approve(closedHttp, client));
  const approvals = await measure(`approval ${currency} POST /api/contracts/:id/approve`, approve);
  return [fundings, approvals];
}

/** The bare route, then each currency's movements. */
async function runLoads() {
  await warmUp((client) => bare(closedHttp, client));
  const bareFigures = await measure(`bare route GET ${BARE_ROUTE}`, async (http, client) => {
    await bare(http, client);
    return true;
  });
  const movements: Measured[] = [];
  for (const currency of CURRENCY_CODES) movements.push(...(await currencyLoads(currency)));
  return { bareFigures, movements };
}

/** (c): webhooks of paid checkouts at RATE a second, each timed until its credit commits. */
async function webhookLoad() {
  log(`untimed: ${WEBHOOKS} checkouts opened, paid in the fake Paystack, their webhooks held…`);
  const held = await payCheckoutsHoldingWebhooks({
    app: bench.app,
    fake,
    clients: buyers,
    count: WEBHOOKS,
  });
  const figures = await sendWebhooksTimed({
    http: openHttp,
    databaseUrl: serverEnv.DATABASE_URL!,
    held,
    rate: RATE,
  });
  const { count, summary: found } = await ledgerViolations(connection.db, serverEnv);
  log(
    `  charge.success webhooks at ${RATE}/s: ${figures.credited.length} credited, failed ${figures.failures.length}   ledger check: ${count} violation(s)   load avg ${loadavg()[0]!.toFixed(1)}`,
  );
  if (count > 0) log(`    violations: ${found}`);
  failures.push(...figures.failures);
  violationsFound += count;
  return figures;
}

let results: Awaited<ReturnType<typeof runLoads>> | undefined;
let webhooks: Awaited<ReturnType<typeof webhookLoad>>;
try {
  if (!ONLY_WEBHOOKS) results = await runLoads();
  webhooks = await webhookLoad();
} finally {
  openHttp.close();
  closedHttp.close();
  await bench.dispose();
  await fake.close();
}
log('');
if (results)
  for (const line of resultTable(
    results.movements,
    results.bareFigures,
    {
      rate: RATE,
      clients: CLIENTS,
      seconds: SECONDS,
    },
    TARGETS,
  ))
    log(line);
log(`(c) Paystack charge.success webhooks at ${RATE}/s, from each one's scheduled send:`);
log(summary('webhook → credited (commit)', webhooks.credited));
log(summary('webhook → answered 200', webhooks.answered));
log(
  `  target p99 < ${TARGETS.p99Ms} ms to the credit: ${percentile(webhooks.credited, 99) < TARGETS.p99Ms ? 'PASS' : 'MISS'}`,
);
for (const failure of failures.slice(0, 5)) log(`  failed: ${failure}`);
if (failures.length > 5) log(`  … and ${failures.length - 5} more failures`);
process.exitCode = violationsFound === 0 && failures.length === 0 ? 0 : 1;
