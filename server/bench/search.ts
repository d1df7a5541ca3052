// `npm run bench:search`: /find-gigs on 1,000,000 gigs generated from a seed (BENCH_SEED to repeat
// a dataset, BENCH_GIGS to change its size). Reports p50/p95/p99 over 52 terms, rare and common,
// phrases, a service's and a place's words (decision 046), with and without filters, relevance, the cost of page 1000 against page 1 (keyset
// pagination), and how close estimated counts come. Figures, not a test: nothing here fails.
import { loadavg } from 'node:os';
import { connectDatabase } from '../src/db/client';
import { buildTestApp } from '../test/support/test-app';
import { createPersona } from '../test/support/personas';
import { searchGigs } from '../src/features/gigs';
import { gigSearchQuerySchema } from '@titletrust/shared';
import { benchSeed, ensureGigDataset } from './support/gig-dataset';
import { percentile, summary } from './support/stats';

const COUNT = Number(process.env.BENCH_GIGS ?? 1_000_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

const COMMON_TERMS = [
  'land',
  'plot',
  'title',
  'survey',
  'property',
  'deed',
  'consent',
  'lagos',
  'house',
  'registry',
  'certificate',
  'family',
  'estate',
  'court',
  'lease',
  'building',
  'abuja',
  'lekki',
  'duplex',
  'report',
];
const RARE_TERMS = [
  'okpanam',
  'itoikin',
  'gwarinpa',
  'mowe',
  'akobo',
  'nwaniba',
  'maitama',
  'katampe',
  'sangotedo',
  'awoyaya',
  'lakowe',
  'magodo',
  'isheri',
  'kubwa',
  'guzape',
  'asokoro',
  'rumuola',
  'eliozu',
  'onitsha',
  'abijo',
];
const PHRASES = [
  '"survey plan"',
  'governor consent',
  'deed of assignment',
  'land -lagos',
  'certificate occupancy abuja',
  'reference 424242',
];
/** Words found through a gig's service and state (SERVICE_WORDS, STATE_WORDS), as people type. */
const SERVICE_AND_PLACE = [
  'lekki title',
  'c of o abuja',
  'survey ikeja',
  "governor's consent lagos",
  'notary kano',
  'deed of assignment lekki',
];
const FILTERS = [
  '',
  '&state=LA',
  '&category=due_diligence',
  `&budgetMinMinor=${1000n * 1_000_000n}&budgetMaxMinor=${3000n * 1_000_000n}`,
  '&state=FC&postedWithinDays=30',
];

const log = (line: string) => console.log(line);
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
const seed = benchSeed();
log(
  `bench:search — ${COUNT.toLocaleString('en-US')} gigs, seed ${seed} (BENCH_SEED=${seed} to repeat)`,
);
const dataset = await ensureGigDataset(COUNT, seed, log);
const connection = connectDatabase(dataset.url);
const app = await buildTestApp(connection);
const seller = await createPersona(app, connection.db, 'seller');

async function timed(
  query: string,
): Promise<{ ms: number; body: { items: unknown[]; nextCursor: string | null; total: number } }> {
  const started = performance.now();
  const response = await app.inject({
    method: 'GET',
    url: `/api/gigs?${query}`,
    headers: { cookie: seller.cookie },
  });
  const elapsed = performance.now() - started;
  if (response.statusCode !== 200)
    throw new Error(`${query}: ${response.statusCode} ${response.body}`);
  return { ms: elapsed, body: response.json() };
}

// Warm the caches the way a running server has them: the table and its indexes in PostgreSQL's
// shared buffers as far as they fit (pg_prewarm), then a few searches.
const { rows: cache } = await connection.pool.query<{ buffers: string; table: string }>(
  `SELECT current_setting('shared_buffers') AS buffers,
          pg_size_pretty(pg_total_relation_size('gigs')) AS table`,
);
const prewarmed = await connection.pool
  .query(
    `CREATE EXTENSION IF NOT EXISTS pg_prewarm;
     SELECT pg_prewarm(c.oid) FROM pg_class c WHERE c.relname = 'gigs'
        OR c.oid IN (SELECT indexrelid FROM pg_index WHERE indrelid = 'gigs'::regclass)`,
  )
  .then(
    () => 'prewarmed',
    (error: Error) => `not prewarmed (${error.message})`,
  );
log(
  `cache: shared_buffers ${cache[0]!.buffers} for gigs and indexes of ${cache[0]!.table}, ${prewarmed}`,
);
for (const term of COMMON_TERMS.slice(0, 5)) await timed(`q=${term}`);

const groups: Record<string, number[]> = {
  'common words': [],
  'rare words': [],
  phrases: [],
  'service and place': [],
  'no filter': [],
  'with filters': [],
  relevance: [],
};
const all: number[] = [];
const slowest: { ms: number; query: string }[] = [];
for (let round = 0; round < ROUNDS; round++) {
  for (const [group, terms] of [
    ['common words', COMMON_TERMS],
    ['rare words', RARE_TERMS],
    ['phrases', PHRASES],
    ['service and place', SERVICE_AND_PLACE],
  ] as const) {
    for (const [i, term] of terms.entries()) {
      const filter = FILTERS[(i + round) % FILTERS.length]!;
      const query = `q=${encodeURIComponent(term)}${filter}`;
      const { ms } = await timed(query);
      slowest.push({ ms, query });
      groups[group]!.push(ms);
      groups[filter ? 'with filters' : 'no filter']!.push(ms);
      all.push(ms);
    }
  }
  for (const term of [
    ...COMMON_TERMS.slice(0, 5),
    ...RARE_TERMS.slice(0, 5),
    PHRASES[0]!,
    ...SERVICE_AND_PLACE.slice(0, 3),
  ]) {
    const { ms } = await timed(`q=${encodeURIComponent(term)}&sort=relevance`);
    groups.relevance!.push(ms);
    all.push(ms);
  }
}
log(
  `search latency over ${COMMON_TERMS.length + RARE_TERMS.length + PHRASES.length + SERVICE_AND_PLACE.length} terms × ${ROUNDS} rounds (through the HTTP route, in-process; load average ${load()})`,
);
for (const [group, values] of Object.entries(groups)) log(summary(group, values));
log(summary('all queries', all));
const missed = Object.entries(groups).filter(([, values]) => percentile(values, 95) >= 50);
log(
  `  target p95 < 50 ms in every class: ${missed.length ? `NOT met (${missed.map(([group]) => group).join(', ')})` : 'met'}`,
);
log(`  target p99 < 100 ms: ${percentile(all, 99) < 100 ? 'met' : 'NOT met'}`);
log('  slowest searches:');
for (const { ms, query } of slowest.sort((a, b) => b.ms - a.ms).slice(0, 8))
  log(`    ${ms.toFixed(1).padStart(7)} ms  ${decodeURIComponent(query)}`);

// Keyset pagination: walk to page 1000, then compare its cost with page 1.
const PAGE = 'limit=20&sort=newest';
let cursor: string | null = null;
for (let page = 1; page < 1000; page++) {
  const { body } = await timed(`${PAGE}${cursor ? `&cursor=${cursor}` : ''}`);
  cursor = body.nextCursor;
  if (!cursor) throw new Error(`ran out of pages at ${page}`);
}
const first: number[] = [];
const thousandth: number[] = [];
for (let i = 0; i < 30; i++) {
  first.push((await timed(PAGE)).ms);
  thousandth.push((await timed(`${PAGE}&cursor=${cursor}`)).ms);
}
log('keyset pagination (20 per page, newest first)');
log(summary('page 1', first));
log(summary('page 1000', thousandth));
log(
  `  page 1000 / page 1 (median): ${(percentile(thousandth, 50) / percentile(first, 50)).toFixed(2)} (target ≤ 2)`,
);

// Above SEARCH_LIMITS.exactCountMax a total is estimated; here against the exact count.
log('estimated totals against exact counts');
for (const query of [
  'q=land',
  'q=lekki&state=LA',
  'q="survey plan"',
  'q=okpanam',
  'state=FC&postedWithinDays=30',
]) {
  const params = gigSearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
  const shown = await searchGigs(connection.db, params, seller.id);
  const exact = await searchGigs(connection.db, params, seller.id, {
    exactCountMax: 10_000_000,
    rankWindow: 1,
  });
  log(
    `  ${query.padEnd(32)} ${shown.totalExact ? 'exact ' : 'about '}${String(shown.total).padStart(9)}   counted ${String(exact.total).padStart(9)}`,
  );
}
log(`load average at the end: ${load()}`);

await app.close();
await connection.close();
await dataset.release();
