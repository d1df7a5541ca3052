// `npm run bench:messages`: live delivery of messages across two server instances (issue 26).
// Two server processes on one fresh scratch database (TEST_DATABASE_URL's server, as the tests;
// otherwise the embedded one), BENCH_SOCKETS event streams (default 500, GET
// /api/messages/stream) split evenly between them: one per party of BENCH_SOCKETS / 2
// conversations, made through the API with real sessions, each conversation's client and
// professional listening on different instances. Streams behave as EventSource does: one the
// server ends is opened again after its retry delay with Last-Event-ID. Messages are then sent at
// BENCH_RATE a second (default 50) for BENCH_SECONDS (default 60), open loop, through the two
// instances in turn, each by the party listening on the instance it goes through: every receipt
// by the other party crosses instances (PostgreSQL NOTIFY from one, the stream on the other), and
// the sender's own stream gets its echo on the same instance.
// Latency runs from the moment the POST's answer arrived, the latest the message can have
// committed (so it may be negative: the other instance can deliver before the sender hears
// back), to the moment the other party's stream delivered it; the same from the moment the POST
// was sent (the earliest it can have committed) is printed as the upper bound. Lost: expected
// receipts still missing 5 s after the last answer; duplicated: a message delivered twice to one
// stream; misdelivered: a message reaching a stream of neither party. Memory per open stream:
// each server's growth in RSS (and in V8 heap and external memory) from before the streams
// opened to after, over its streams, each measured right after a full garbage collection (the
// servers load support/memory-on-signal.mjs), so uncollected garbage does not count. Also
// printed, to tell a slow server from a busy machine: a database-free route's latency on each
// server meanwhile, the CPU the servers, PostgreSQL and the bench used, p99 per 10 s, and the
// load average. BENCH_SEED (printed) repeats a run's choice of conversations;
// BENCH_CPU_PROF=<dir> profiles the servers (node --cpu-prof).
// Exits 1 if anything was lost, duplicated, misdelivered, or a send failed.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { cpus, loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { seededRandom } from '../test/support/seeded-random';
import { jsonClient, type JsonClient } from './support/json-client';
import { openLoop } from './support/load';
import { DeliveryTracker, type SentMessage } from './support/delivery-tracker';
import { cpuSeconds, databaseCpuUsed } from './support/cpu';
import { memoryAfterGc, setUpMessagesBench, type Memory } from './support/messages-setup';
import { openSseSocket, type SseSocket } from './support/sse-socket';
import { percentile, summary } from './support/stats';

const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 500);
const RATE = Number(process.env.BENCH_RATE ?? 50);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const SEED = Number(process.env.BENCH_SEED ?? Math.floor(Math.random() * 2 ** 31));
const TARGET_P99_MS = 200;
const GRACE_MS = 5_000;
const PROBE_ROUTE = '/api/config';
/** Five seconds of sends off the clock first: a server in service has compiled its hot code. */
const WARM_UP_SECONDS = 5;
const log = (line: string) => console.log(line);
const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(1)} MB`;
const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

if (SOCKETS < 4 || SOCKETS % 4 !== 0) throw new Error('BENCH_SOCKETS must be a multiple of 4');
log(
  `bench:messages — ${SOCKETS} streams over 2 instances, ${RATE} messages/s for ${SECONDS} s, seed ${SEED}; ${cpus().length} cores, load average ${loadavg()[0]!.toFixed(2)}`,
);
const bench = await setUpMessagesBench({
  threads: SOCKETS / 2,
  log,
  nodeArgs: process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [],
});
const { servers, threads } = bench;
const pids = servers.map((server) => server.child.pid!);
const random = seededRandom(SEED);
const tracker = new DeliveryTracker();

// Stream 2t is conversation t's client, 2t + 1 its professional; the client listens on instance
// t % 2, the professional on the other one.
const instanceOf = (stream: number) => (Math.floor(stream / 2) + (stream % 2)) % 2;

/** Opens every stream and waits until each listens; the servers' RSS before and after. */
async function openStreams(agent: http.Agent, streams: SseSocket[]) {
  const ready = new Set<number>();
  const memoryBefore = await Promise.all(servers.map(memoryAfterGc));
  log(`opening ${SOCKETS} event streams…`);
  for (let stream = 0; stream < SOCKETS; stream++) {
    const thread = threads[Math.floor(stream / 2)]!;
    const party = stream % 2 === 0 ? thread.client : thread.professional;
    const url = `${servers[instanceOf(stream)]!.url}/api/messages/stream`;
    const socket = openSseSocket(agent, url, party.cookie, (event, at) => {
      // Each stream writes the unread count once it has read where its viewer stands.
      if (event.event === 'unread') ready.add(stream);
      if (event.event === 'message')
        tracker.receive(stream, (JSON.parse(event.data) as { id: string }).id, at);
    });
    streams.push(socket);
  }
  await Promise.all(streams.map((stream) => stream.opened));
  for (const deadline = Date.now() + 60_000; ready.size < SOCKETS; await sleep(50))
    if (Date.now() > deadline) throw new Error(`only ${ready.size} streams became ready`);
  await sleep(1_000);
  return { memoryBefore, memoryOpen: await Promise.all(servers.map(memoryAfterGc)) };
}

/** Message `index` goes through instance index % 2, sent by the party listening there. */
async function send(posts: JsonClient, index: number, timed: boolean) {
  const t = random.int(0, threads.length - 1);
  const thread = threads[t]!;
  const instance = index % 2;
  const clientSends = t % 2 === instance;
  const [echo, other] = clientSends ? [2 * t, 2 * t + 1] : [2 * t + 1, 2 * t];
  const sender = clientSends ? thread.client : thread.professional;
  const id = randomUUID();
  const message: SentMessage = { timed, sentAt: performance.now(), other, echo };
  tracker.expect(id, message);
  const answer = await posts
    .post(servers[instance]!.url, `/api/threads/${thread.id}/messages`, sender.cookie, {
      id,
      body: `Bench message ${index}: is the survey plan registered?`,
      attachmentIds: [],
    })
    .catch((error: unknown) => ({ status: 0, body: String(error) }));
  message.answeredAt = performance.now();
  if (answer.status !== 201) {
    message.failed = true;
    throw new Error(`send answered ${answer.status}: ${answer.body.slice(0, 200)}`);
  }
}

/** CPU seconds so far: each server, the bench's PostgreSQL backends together, this process. */
async function cpuNow() {
  const postgres = await bench.postgresCpu();
  return {
    servers: await Promise.all(pids.map(cpuSeconds)),
    postgres,
    bench: (process.cpuUsage().user + process.cpuUsage().system) / 1e6,
  };
}
type Cpu = Awaited<ReturnType<typeof cpuNow>>;
const cpuUsed = (before: Cpu, after: Cpu) => ({
  servers: after.servers.map((used, i) => used - before.servers[i]!),
  postgres: databaseCpuUsed(before.postgres, after.postgres),
  bench: after.bench - before.bench,
});

async function run() {
  const agent = new http.Agent({ keepAlive: true, maxSockets: SOCKETS * 2 });
  const posts = jsonClient();
  const streams: SseSocket[] = [];
  try {
    const { memoryBefore, memoryOpen } = await openStreams(agent, streams);
    log(`warming up (${WARM_UP_SECONDS} s of sends, untimed), then ${SECONDS} s at ${RATE}/s…`);
    const warmUp = await openLoop(RATE, WARM_UP_SECONDS, (index) => send(posts, index, false));
    const loads: number[] = [];
    const sampler = setInterval(() => loads.push(loadavg()[0]!), 1_000);
    // A route with no database work: how promptly each server's event loop answers meanwhile.
    const probes: number[][] = [[], []];
    const prober = setInterval(() => {
      for (const [i, server] of servers.entries()) {
        const sentAt = performance.now();
        void posts.get(server.url, PROBE_ROUTE).then(
          () => probes[i]!.push(performance.now() - sentAt),
          () => {},
        );
      }
    }, 250);
    const cpuBefore = await cpuNow();
    const startedAt = performance.now();
    const load = await openLoop(RATE, SECONDS, (index) => send(posts, index, true));
    const cpu = cpuUsed(cpuBefore, await cpuNow());
    clearInterval(sampler);
    clearInterval(prober);
    const deadline = performance.now() + GRACE_MS;
    while (tracker.missing() > 0 && performance.now() < deadline) await sleep(50);
    return {
      lost: tracker.missing(),
      reconnects: streams.reduce((sum, stream) => sum + stream.reconnects, 0),
      failures: [...warmUp.failures, ...load.failures],
      postLatency: load.latency,
      memoryBefore,
      memoryOpen,
      memoryEnd: await Promise.all(servers.map(memoryAfterGc)),
      cpu,
      loads,
      startedAt,
      probes,
    };
  } finally {
    for (const stream of streams) stream.close();
    agent.destroy();
    posts.close();
  }
}

let outcome: Awaited<ReturnType<typeof run>> | undefined;
try {
  outcome = await run();
} finally {
  // A server that died, or a failed run, shows what the servers said.
  const exited = servers.some((server) => server.child.exitCode !== null);
  if (!outcome || exited || outcome.failures.length > 0 || outcome.reconnects > 0)
    for (const [i, server] of servers.entries())
      log(
        `instance ${'AB'[i]} (exit code ${server.child.exitCode}) said:\n${server.output().slice(-6000)}`,
      );
  await bench.dispose();
}
const { lost, reconnects, failures, postLatency, memoryBefore, memoryOpen, memoryEnd } = outcome;
const { cpu, loads } = outcome;
const { startedAt, probes } = outcome;
const { duplicated, misdelivered } = tracker;
const expected = tracker.delivered();
const timed = expected.filter((message) => message.timed);
const delays = (from: 'answeredAt' | 'sentAt', to: 'otherAt' | 'echoAt') =>
  timed.flatMap((m) => (m[to] === undefined ? [] : [m[to] - m[from]!]));
const otherFromAnswer = delays('answeredAt', 'otherAt');
/** Growth per stream of one measure of each server's memory, from before the streams opened. */
const perStream = (measure: (memory: Memory) => number) =>
  memoryOpen.map((open, i) => (measure(open) - measure(memoryBefore[i]!)) / (SOCKETS / 2));
const rssPerStream = perStream((memory) => memory.rss);
const heapPerStream = perStream((memory) => memory.heapUsed + memory.external);
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const meanLoad = sum(loads) / Math.max(1, loads.length);
const p99 = percentile(otherFromAnswer, 99);

log('');
log(
  `Delivery to the other party's stream, on the other instance (${timed.length} timed messages):`,
);
log(summary("from the POST's answer", otherFromAnswer));
log(summary("from the POST's send (upper bound)", delays('sentAt', 'otherAt')));
log(summary("sender's own stream, same instance", delays('answeredAt', 'echoAt')));
log(summary('POST, from its scheduled start', postLatency));
probes.forEach((latency, i) =>
  log(summary(`instance ${'AB'[i]} GET ${PROBE_ROUTE} (no database)`, latency)),
);
// A queue that builds up shows as a p99 that grows from one window to the next.
const WINDOW_S = 10;
const windows = Array.from({ length: Math.ceil(SECONDS / WINDOW_S) }, (_, w) =>
  timed.filter((m) => Math.floor((m.sentAt - startedAt) / 1000 / WINDOW_S) === w),
);
log(
  `  p99 per ${WINDOW_S} s of sending, POST answer / delivery from it: ${windows
    .map((window) => {
      const post = window.map((m) => m.answeredAt! - m.sentAt);
      const delivery = window.flatMap((m) =>
        m.otherAt === undefined ? [] : [m.otherAt - m.answeredAt!],
      );
      return `${percentile(post, 99).toFixed(0)}/${percentile(delivery, 99).toFixed(0)}`;
    })
    .join(', ')} ms`,
);
log(
  `  lost ${lost} of ${expected.length * 2} expected receipts (after ${GRACE_MS / 1000} s), duplicated ${duplicated}, misdelivered ${misdelivered}, failed sends ${failures.length}, streams reopened after the server ended them ${reconnects}`,
);
servers.forEach((_, i) =>
  log(
    `  instance ${'AB'[i]}, after a full GC each time: RSS ${mb(memoryBefore[i]!.rss)} → ${mb(memoryOpen[i]!.rss)} with ${SOCKETS / 2} streams open (${kb(rssPerStream[i]!)} per stream; V8 heap and external ${kb(heapPerStream[i]!)} per stream), ${mb(memoryEnd[i]!.rss)} after the run; CPU ${cpu.servers[i]!.toFixed(1)} s`,
  ),
);
log(
  `  CPU during the ${SECONDS} s run: servers ${sum(cpu.servers).toFixed(1)} s, PostgreSQL (this database) ≈ ${cpu.postgres.toFixed(1)} s, the bench ${cpu.bench.toFixed(1)} s: ${((1000 * (sum(cpu.servers) + cpu.postgres)) / Math.max(1, timed.length)).toFixed(1)} ms of server and database CPU per message`,
);
log(
  `  load average (1 min) during the run: mean ${meanLoad.toFixed(2)}, max ${Math.max(...loads).toFixed(2)} on ${cpus().length} cores`,
);
for (const failure of failures.slice(0, 5)) log(`  failed: ${failure}`);
const ok = lost === 0 && duplicated === 0 && misdelivered === 0 && failures.length === 0;
const rssKb = sum(rssPerStream) / 2;
const heapKb = sum(heapPerStream) / 2;
log('');
log(
  `bench:messages ${ok ? 'OK' : 'FAILED'}: ${SOCKETS} streams, ${RATE}/s × ${SECONDS} s, seed ${SEED} — p50/p95/p99 ${[50, 95, 99].map((p) => percentile(otherFromAnswer, p).toFixed(1)).join('/')} ms (p99 target < ${TARGET_P99_MS}: ${p99 < TARGET_P99_MS ? 'met' : 'missed'}), lost ${lost}, duplicated ${duplicated}, per stream RSS ${kb(rssKb)} (heap ${kb(heapKb)}), load average ${meanLoad.toFixed(2)}`,
);
process.exitCode = ok ? 0 : 1;
