import { gigSearchQuerySchema, type GigSearchQuery } from '@titletrust/shared';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gigs } from '../../db/schema';
import { postGigAs, usdc } from '../../../test/support/marketplace';
import { createPersona, type Persona } from '../../../test/support/personas';
import { buildTestApp, type TestApp } from '../../../test/support/test-app';
import { useTestDatabase } from '../../../test/support/test-database';
import { SEARCH_LIMITS, searchGigs } from './search-gigs';

/** Estimates every count and walks the sorted indexes, as for very common words. */
const WALKING = { ...SEARCH_LIMITS, exactCountMax: 0, gatherFactor: 0, rankScanBudget: 1e9 };
/** Gathers every match and counts them, as for rare words. */
const GATHERING = { ...SEARCH_LIMITS, gatherFactor: Infinity };

/**
 * Few matches are gathered, counted and all ranked; many are walked in index order, estimated,
 * and only the most recent ranked. Limits force either way on a small dataset: paging must give
 * the same gigs in the same order, ties included.
 */
describe('gig search strategies', () => {
  const database = useTestDatabase();
  let app: TestApp;
  let buyer: Persona;
  const ids: string[] = [];

  beforeAll(async () => {
    app = await buildTestApp(database());
    buyer = await createPersona(app, database().db, 'buyer');
    for (let i = 0; i < 13; i++) {
      const gig = await postGigAs(app, buyer, {
        title: `Survey plan check number ${i} for a plot`,
        description: `Confirm the survey plan and beacons of plot ${i} at the Surveyor-General's office${i % 3 === 0 ? ', and the excision gazette' : ''}.`,
        budgetMinMicros: usdc(100 + (i % 4) * 50),
        budgetMaxMicros: i % 2 ? undefined : usdc(900),
      });
      ids.push(gig.id);
    }
    // Shared timestamps and budgets, so the id tie-break decides the order within them.
    await database()
      .db.update(gigs)
      .set({
        createdAt: sql`now() - make_interval(mins => (${gigs.budgetMinMicros} / 1000000)::int)`,
      })
      .where(inArray(gigs.id, ids));
  });
  afterAll(() => app.close());

  async function walk(query: GigSearchQuery, limits = SEARCH_LIMITS) {
    const seen: string[] = [];
    const totals = new Set<string>();
    let cursor: string | undefined;
    do {
      const page = await searchGigs(
        database().db,
        gigSearchQuerySchema.parse({ ...query, limit: 4, cursor }),
        buyer.id,
        limits,
      );
      seen.push(...page.items.map((item) => item.id));
      totals.add(page.totalExact ? String(page.total) : 'about');
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    return { seen, totals: [...totals] };
  }

  for (const sort of ['newest', 'budget_high', 'budget_low', 'relevance'] as const) {
    it(`pages the same ${sort} results whether it gathers matches or walks an index`, async () => {
      const query = { sort, q: 'survey plan' };
      const gathered = await walk(query, GATHERING);
      const walked = await walk(query, WALKING);
      expect(gathered.seen).toHaveLength(13);
      expect(new Set(gathered.seen)).toEqual(new Set(ids));
      expect(walked.seen).toEqual(gathered.seen);
      expect(gathered.totals).toEqual(['13']);
      expect(walked.totals).toEqual(['about']);
    });
  }

  it('orders by the sort asked for, newest id first among ties', async () => {
    const rows = await database()
      .db.select({ id: gigs.id, createdAt: gigs.createdAt, budget: gigs.budgetSortMicros })
      .from(gigs)
      .where(inArray(gigs.id, ids));
    const byNewest = rows
      .toSorted((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (b.id < a.id ? -1 : 1))
      .map((row) => row.id);
    const byBudgetLow = rows
      .toSorted((a, b) => Number(a.budget - b.budget) || (a.id < b.id ? -1 : 1))
      .map((row) => row.id);
    for (const limits of [GATHERING, WALKING]) {
      expect((await walk({ sort: 'newest', q: 'survey' }, limits)).seen).toEqual(byNewest);
      expect((await walk({ sort: 'budget_low' }, limits)).seen).toEqual(byBudgetLow);
    }
  });

  it('with very many matches ranks only the most recent ones', async () => {
    const newestFive = (await walk({ sort: 'newest', q: 'survey' })).seen.slice(0, 5);
    const ranked = await walk({ sort: 'relevance', q: 'survey' }, { ...WALKING, rankWindow: 5 });
    expect(new Set(ranked.seen)).toEqual(new Set(newestFive));
  });

  it('ranks a gig that names the words in its title above those that mention them in passing', async () => {
    const titled = await postGigAs(app, buyer, {
      title: 'Excision gazette search for a family plot',
      description:
        'Find the excision gazette that released this family land from government acquisition.',
    });
    const page = await searchGigs(
      database().db,
      gigSearchQuerySchema.parse({ q: 'excision gazette', sort: 'relevance' }),
      buyer.id,
    );
    const inPassing = [ids[0], ids[3], ids[6], ids[9], ids[12]];
    expect(page.items[0]?.id).toBe(titled.id);
    expect(new Set(page.items.slice(1).map((item) => item.id))).toEqual(new Set(inPassing));
  });
});
