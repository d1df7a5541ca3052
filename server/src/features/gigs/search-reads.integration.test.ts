import { gigSearchQuerySchema, type GigSearchQuery } from '@titletrust/shared';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../../db/schema';
import { createPersona, type Persona } from '../../../test/support/personas';
import { callsOf, rowsRead, tablesScannedWhole } from '../../../test/support/query-plan';
import { buildTestApp, type TestApp } from '../../../test/support/test-app';
import { useTestDatabase } from '../../../test/support/test-database';
import { searchGigs } from './search-gigs';
import { recordSearchWords } from './search-words';

const GIGS = 20_000;

/**
 * No search may read the gigs table whole, whatever its words, filters, sort or page: each of
 * its statements reads through an index, and less than half the rows. PostgreSQL picks the plan
 * from its statistics, so the table here has enough gigs for them to mean something: a common
 * word in every gig, a phrase in one in ten, place names in one in 80 and one in 200, eight
 * states, and a long tail of rarer words, as real text has, from which PostgreSQL learns that a
 * word it has never seen (a misspelling) is rarer still.
 */
describe('what a gig search reads', () => {
  const database = useTestDatabase();
  let app: TestApp;
  let buyer: Persona;

  beforeAll(async () => {
    app = await buildTestApp(database());
    buyer = await createPersona(app, database().db, 'buyer');
    const { db } = database();
    await db.execute(sql`
      INSERT INTO gigs (buyer_id, category, title, description, property_state, property_address,
                        currency, budget_min_minor, bid_deadline, created_at)
      SELECT ${buyer.id}::uuid,
             (ARRAY['land_title_verification', 'property_surveys', 'due_diligence'])[1 + i % 3],
             'Land title check number ' || i,
             CASE WHEN i % 10 = 1 THEN 'Chart the survey plan' ELSE 'Plan the survey' END
               || ' of plot ' || i || CASE WHEN i % 200 = 1 THEN ' in Gwarinpa' ELSE ' in Ikeja' END
               || CASE WHEN i % 80 = 2 THEN ' by Katampe' ELSE '' END
               || ' near ' || md5((i % 2000)::text),
             (ARRAY['LA', 'FC', 'OG', 'RI', 'OY', 'EN', 'KN', 'DE'])[1 + i % 8],
             'Plot ' || i,
             'NGN',
             (50 + i % 5000)::bigint * 1000000,
             now() + interval '7 days',
             now() - make_interval(mins => i)
      FROM generate_series(1, ${GIGS}) AS i`);
    await recordSearchWords(db, sql`true`);
    await db.execute(sql`ANALYZE gigs`);
  });
  afterAll(() => app.close());

  /** A database handle that keeps every statement it sends, to be explained afterwards. */
  function recordingDatabase() {
    const statements: { query: string; params: unknown[] }[] = [];
    const recording = drizzle({
      client: database().pool,
      schema,
      casing: 'snake_case',
      logger: { logQuery: (query, params) => statements.push({ query, params }) },
    });
    return { recording, statements };
  }

  /** One search's first page, and the statements it sent. */
  async function recordedSearch(search: GigSearchQuery) {
    const { recording, statements } = recordingDatabase();
    const page = await searchGigs(recording, gigSearchQuerySchema.parse(search), buyer.id);
    return { page, statements };
  }

  it('reads through indexes, and less than half the gigs, in every statement', async () => {
    const { recording, statements } = recordingDatabase();
    const searches: GigSearchQuery[] = [
      {},
      { q: 'land' },
      { q: 'land', sort: 'relevance' },
      { q: 'gwarinpa', sort: 'relevance' },
      { q: 'gwarinpa', state: 'FC' },
      { q: '"survey plan" -lagos', state: 'FC', postedWithinDays: 30 },
      { q: 'the of', category: 'due_diligence' },
      { q: 'gwarimpa' },
      // Several terms: any of them matches, and best match reads those having all apart.
      { q: 'gwarinpa katampe', sort: 'relevance' },
      { q: 'land katampe' },
      { q: 'title gwarinpa', sort: 'relevance', state: 'FC' },
      { q: 'survey plan katampe', sort: 'budget_high' },
      { sort: 'budget_high', state: 'LA' },
      { sort: 'budget_low', category: 'property_surveys', budgetMinMinor: '1000000000' },
    ];
    for (const search of searches) {
      const query = (cursor?: string) => gigSearchQuerySchema.parse({ ...search, cursor });
      const first = await searchGigs(recording, query(), buyer.id);
      if (first.nextCursor) await searchGigs(recording, query(first.nextCursor), buyer.id);
    }
    expect(statements.length).toBeGreaterThan(searches.length * 2);
    for (const { query, params } of statements) {
      expect(await tablesScannedWhole(database().pool, query, params), query).toEqual([]);
      expect(await rowsRead(database().pool, query, params, 'gigs'), query).toBeLessThan(GIGS / 2);
    }
  });

  it('reads a rare word from the words index, the page and its count in one statement', async () => {
    // 250 gigs say Katampe, one in 80: walking the newest gigs for the newest 101 of them reads
    // 8,000, which PostgreSQL prefers when it prices a page read at random as a spinning disk's.
    const { page, statements } = await recordedSearch({ q: 'katampe' });
    expect(page.items).toHaveLength(20);
    expect(page.totalExact).toBe(false);
    expect(page.total).toBeGreaterThan(150);
    expect(page.total).toBeLessThan(400);
    expect(statements).toHaveLength(1);
    const { query, params } = statements[0]!;
    expect(await rowsRead(database().pool, query, params, 'gigs')).toBeLessThan(1_000);
  });

  it('sends a second statement only to respell a search that found nothing', async () => {
    const misspelt = await recordedSearch({ q: 'gwarimpa' });
    expect(misspelt.page).toMatchObject({ total: 0, totalExact: true, suggestion: 'gwarinpa' });
    expect(misspelt.statements).toHaveLength(2);
    // Best match picks from the newest matches too: one statement.
    const best = await recordedSearch({ q: 'gwarinpa', sort: 'relevance' });
    expect(best.page.total).toBe(100);
    expect(best.statements).toHaveLength(1);
    // Sorted by budget, the first page is two statements: the page, and the count.
    const sorted = await recordedSearch({ q: 'gwarinpa', sort: 'budget_high' });
    expect(sorted.page.total).toBe(100);
    expect(sorted.statements).toHaveLength(2);
  });

  it('ranks the newest 200 matches only, however many gigs match', async () => {
    const { recording, statements } = recordingDatabase();
    // 250 gigs say Katampe: few enough that PostgreSQL reads them all from the words index
    // rather than walk the newest gigs until it has 200 of them.
    const search = gigSearchQuerySchema.parse({ q: 'katampe', sort: 'relevance' });
    await searchGigs(recording, search, buyer.id);
    const ranked = statements.filter(({ query }) => query.includes('ts_rank_cd'));
    expect(ranked).toHaveLength(1);
    const { query, params } = ranked[0]!;
    expect(await callsOf(database().pool, query, params, 'ts_rank_cd')).toBe(200);
  });
});
