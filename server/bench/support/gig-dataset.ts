import type pg from 'pg';
import { sql } from 'drizzle-orm';
import { connectDatabase } from '../../src/db/client';
import { runMigrations } from '../../src/db/migrate';
import { recordSearchWords } from '../../src/features/gigs';
import {
  acquireTestPostgres,
  databaseUrl,
  withAdminClient,
  type TestPostgres,
} from '../../test/support/test-postgres';

/** Words clients use, most common first: generated text picks early words far more often. */
const COMMON = [
  'land',
  'plot',
  'title',
  'survey',
  'property',
  'verify',
  'document',
  'registry',
  'search',
  'deed',
  'assignment',
  'consent',
  'governor',
  'occupancy',
  'certificate',
  'lagos',
  'house',
  'buy',
  'sale',
  'agreement',
  'family',
  'estate',
  'acquisition',
  'excision',
  'gazette',
  'litigation',
  'court',
  'encumbrance',
  'mortgage',
  'lease',
  'developer',
  'building',
  'approval',
  'plan',
  'beacon',
  'hectare',
  'duplex',
  'bungalow',
  'terrace',
  'flat',
  'abuja',
  'lekki',
  'ikeja',
  'ajah',
  'epe',
  'ibadan',
  'enugu',
  'kano',
  'asaba',
  'uyo',
  'charting',
  'surveyor',
  'lawyer',
  'report',
  'deposit',
  'payment',
  'urgent',
  'weekend',
  'owner',
  'seller',
];
/** Words that appear in few gigs: rare places, estates, document types. */
const RARE = [
  'okpanam',
  'itoikin',
  'gwarinpa',
  'mowe',
  'ibafo',
  'akobo',
  'nwaniba',
  'wuse',
  'maitama',
  'katampe',
  'sangotedo',
  'abijo',
  'awoyaya',
  'ibeju',
  'lakowe',
  'magodo',
  'omole',
  'isheri',
  'arepo',
  'ogba',
  'kubwa',
  'lugbe',
  'jabi',
  'guzape',
  'asokoro',
  'trans-amadi',
  'rumuola',
  'eliozu',
  'oyigbo',
  'onitsha',
];
const CATEGORIES = [
  'land_title_verification',
  'contract_review',
  'property_surveys',
  'compliance_checks',
  'due_diligence',
  'legal_documentation',
  'notarization',
  'court_representation',
  'consultation',
];
const STATES = ['LA', 'FC', 'OG', 'RI', 'OY', 'EN', 'KN', 'DE', 'AK', 'ED', 'AN', 'KD'];

const sqlArray = (values: string[]) => `ARRAY[${values.map((v) => `'${v}'`).join(',')}]`;

async function isComplete(url: string, count: number): Promise<boolean> {
  const connection = connectDatabase(url, { maxConnections: 1 });
  try {
    const { rows } = await connection.pool.query<{ gigs: number }>(
      'SELECT count(*)::int AS gigs FROM gigs',
    );
    return rows[0]?.gigs === count;
  } catch {
    return false;
  } finally {
    await connection.close();
  }
}

/** Datasets of other sizes or seeds, unless a run has them open (DROP without FORCE refuses). */
async function dropIdleDatasets(client: pg.Client, log: (line: string) => void): Promise<void> {
  const { rows } = await client.query<{ datname: string }>(
    "SELECT datname FROM pg_database WHERE datname LIKE 'titletrust\\_bench\\_%'",
  );
  for (const { datname } of rows) {
    await client.query(`DROP DATABASE ${datname}`).then(
      () => log(`dropped ${datname}, the dataset of another seed`),
      () => undefined,
    );
  }
}

export interface GigDataset {
  url: string;
  postgres: TestPostgres;
  release(): Promise<void>;
}

/** BENCH_SEED, or a new seed each run: a dataset the search was never tuned on. */
export function benchSeed(): number {
  const given = process.env.BENCH_SEED;
  if (given === undefined || given === '') return 1 + Math.floor(Math.random() * 999_999);
  const seed = Number(given);
  if (!Number.isInteger(seed) || seed < 1 || seed > 999_999)
    throw new Error('BENCH_SEED must be a whole number from 1 to 999999');
  return seed;
}

/**
 * A scratch database with `count` gigs generated from `seed` (realistic words, skewed
 * frequencies, rare place names, budgets, 12 states, 90 days of history), kept for the next run
 * with the same size and seed. Datasets of other seeds that nobody is using are dropped.
 * Gigs are inserted oldest first, so the table stores them in posting order as a live table
 * does (each new gig is appended); a table in random order would make every walk down the
 * newest-first index read a different page per gig, which no running marketplace sees.
 */
export async function ensureGigDataset(
  count: number,
  seed: number,
  log: (line: string) => void,
): Promise<GigDataset> {
  const postgres = await acquireTestPostgres();
  // v2: gigs stored in posting order; a dataset made before that is not reused.
  const name = `titletrust_bench_v2_${count}_s${seed}`;
  const exists = await withAdminClient(postgres.adminUrl, async (client) => {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount && process.env.BENCH_REBUILD)
      await client.query(`DROP DATABASE ${name} WITH (FORCE)`);
    else if (rowCount) return true;
    await dropIdleDatasets(client, log);
    await client.query(`CREATE DATABASE ${name}`);
    return false;
  });
  const url = databaseUrl(postgres.adminUrl, name);
  if (exists && !(await isComplete(url, count))) {
    log(`${name} is incomplete (an interrupted run?): rebuilding`);
    await withAdminClient(postgres.adminUrl, (client) =>
      client.query(`DROP DATABASE ${name} WITH (FORCE)`),
    );
    await postgres.release();
    return ensureGigDataset(count, seed, log);
  }
  const release = async () => {
    // The dataset is kept for the next run; only an embedded cluster is stopped.
    if (!process.env.TEST_DATABASE_URL) await postgres.release();
  };
  if (exists) {
    log(`reusing ${name} (set BENCH_REBUILD=1 to regenerate)`);
    // A dataset made before the latest migrations gets them, as a deployed database would.
    const connection = connectDatabase(url, { maxConnections: 2 });
    await runMigrations(connection.pool).finally(() => connection.close());
    return { url, postgres, release };
  }

  const connection = connectDatabase(url, { maxConnections: 2 });
  await runMigrations(connection.pool);
  const started = Date.now();
  const client = await connection.pool.connect();
  try {
    await client.query("SET maintenance_work_mem = '512MB'");
    await client.query('SELECT setseed($1)', [seed / 1_000_000]);
    await client.query(`
      INSERT INTO users (id, name, email)
      SELECT gen_random_uuid(), 'Bench Client ' || i, 'bench' || i || '@bench.invalid' FROM generate_series(1, 1000) AS i;
      INSERT INTO profiles (id, first_name, email, user_type, role_title)
      SELECT id, split_part(name, ' ', 2), email, 'client', 'buyer' FROM users WHERE email LIKE '%@bench.invalid';`);
    const indexes = (
      await client.query<{ indexname: string; indexdef: string }>(
        // Indexes a constraint stands on (a foreign key from contracts) stay: they cannot be dropped.
        `SELECT indexname, indexdef FROM pg_indexes i WHERE tablename = 'gigs' AND indexname <> 'gigs_pkey'
           AND NOT EXISTS (SELECT 1 FROM pg_constraint
                           WHERE conindid = format('%I.%I', i.schemaname, i.indexname)::regclass)`,
      )
    ).rows;
    for (const index of indexes) await client.query(`DROP INDEX ${index.indexname}`);
    const batch = 100_000;
    for (let offset = 0; offset < count; offset += batch) {
      const size = Math.min(batch, count - offset);
      await client.query(`
        WITH buyers AS (SELECT array_agg(id) AS ids FROM users WHERE email LIKE '%@bench.invalid'),
        words AS (SELECT ${sqlArray(COMMON)} AS common, ${sqlArray(RARE)} AS rare)
        INSERT INTO gigs (buyer_id, category, title, description, property_state, property_address,
                          currency, budget_min_minor, budget_max_minor, bid_deadline, created_at)
        SELECT buyers.ids[1 + (i % 1000)],
               (${sqlArray(CATEGORIES)})[1 + (i % 9)],
               initcap(w.common[1 + floor(random() ^ 2 * 60)::int]) || ' ' || w.common[1 + floor(random() ^ 2 * 60)::int] || ' for a ' || w.common[1 + floor(random() * 60)::int] || ' in ' || w.common[41 + floor(random() * 10)::int],
               (SELECT string_agg(CASE WHEN k > 0 AND random() < 0.002 THEN w.rare[1 + floor(random() * 30)::int]
                                       ELSE w.common[1 + floor(random() ^ 3 * 60)::int] END, ' ')
                  FROM generate_series(1, 35 + (i % 20)) AS k WHERE k > 0 * i) || ' reference ' || i,
               (${sqlArray(STATES)})[1 + floor(random() * 12)::int],
               'Plot ' || (i % 500) || ', ' || w.common[41 + floor(random() * 10)::int] || ' road',
               -- Mostly naira, as the marketplace is; one gig in ten in USDC.
               CASE WHEN i % 10 = 0 THEN 'USDC' ELSE 'NGN' END,
               (50 + floor(random() * 5000)::int)::bigint * 1000000,
               CASE WHEN random() < 0.6 THEN (5100 + floor(random() * 5000)::int)::bigint * 1000000 END,
               now() + make_interval(days => 1 + floor(random() * 60)::int),
               now() - make_interval(secs => floor((${count} - i + random()) * ${(90 * 86400) / count})::int)
        FROM generate_series(${offset + 1}, ${offset + size}) AS i, buyers, words AS w`);
      log(`  ${offset + size} / ${count} gigs`);
    }
    log('  recording their words for spelling suggestions');
    await recordSearchWords(connection.db, sql`true`);
    log('  building indexes');
    for (const index of indexes) await client.query(index.indexdef);
    await client.query('VACUUM ANALYZE gigs, search_words');
  } finally {
    client.release();
    await connection.close();
  }
  log(`generated ${count} gigs in ${Math.round((Date.now() - started) / 1000)} s`);
  return { url, postgres, release };
}
