import { gigSearchQuerySchema, type GigSearchQuery } from '@titletrust/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gigs } from '../../db/schema';
import { postGigAs, usdc } from '../../../test/support/marketplace';
import { createPersona, type Persona } from '../../../test/support/personas';
import { buildTestApp, type TestApp } from '../../../test/support/test-app';
import { useTestDatabase } from '../../../test/support/test-database';
import { searchGigs } from './search-gigs';
import { SEARCH_LIMITS, type SearchReader } from './search-limits';

/**
 * PostgreSQL chooses per search between reading the words' GIN index and walking a sorted index;
 * planner settings force either way here, on a small dataset: paging must give the same gigs in
 * the same order, ties included.
 */
const PLANS = {
  'the words index': 'SET LOCAL enable_seqscan = off; SET LOCAL enable_indexscan = off',
  'a sorted index': 'SET LOCAL enable_seqscan = off; SET LOCAL enable_bitmapscan = off',
};

describe('gig search', () => {
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
        propertyAddress: `Plot ${i}, Gwarinpa Estate`,
        propertyState: i % 2 ? 'FC' : 'LA',
        // Naira, the currency a budget order searches in unless asked for another.
        currency: 'NGN',
        budgetMinMinor: usdc(100 + (i % 4) * 50),
        budgetMaxMinor: i % 2 ? undefined : usdc(900),
      });
      ids.push(gig.id);
    }
    // Shared timestamps and budgets, so the tie-breaks decide the order within them.
    await database()
      .db.update(gigs)
      .set({
        createdAt: sql`now() - make_interval(mins => (${gigs.budgetMinMinor} / 1000000)::int)`,
      })
      .where(inArray(gigs.id, ids));
  });
  afterAll(() => app.close());

  const parse = (query: GigSearchQuery) => gigSearchQuerySchema.parse(query);

  /** Every page of a search, under `plan`'s planner setting when given. */
  async function walk(
    query: GigSearchQuery,
    options: { plan?: string; limits?: typeof SEARCH_LIMITS } = {},
  ) {
    const read = async (reader: SearchReader) => {
      const seen: string[] = [];
      const totals: (number | null)[] = [];
      let cursor: string | undefined;
      do {
        const page = await searchGigs(
          reader,
          parse({ ...query, limit: 4, cursor }),
          buyer.id,
          options.limits,
        );
        seen.push(...page.items.map((item) => item.id));
        totals.push(page.total);
        cursor = page.nextCursor ?? undefined;
      } while (cursor);
      return { seen, totals };
    };
    if (!options.plan) return read(database().db);
    return database().db.transaction(async (tx) => {
      await tx.execute(sql.raw(options.plan!));
      return read(tx);
    });
  }

  for (const sort of ['newest', 'budget_high', 'budget_low', 'relevance'] as const) {
    it(`pages the same ${sort} results whichever index PostgreSQL reads`, async () => {
      const [gathered, walked] = await Promise.all(
        Object.values(PLANS).map((plan) => walk({ sort, q: 'survey plan' }, { plan })),
      );
      expect(new Set(gathered!.seen)).toEqual(new Set(ids));
      expect(gathered!.seen).toHaveLength(13);
      expect(walked!.seen).toEqual(gathered!.seen);
      // The count comes with the first page only.
      expect(gathered!.totals).toEqual([13, null, null, null]);
    });
  }

  it('orders by the sort asked for, newest id first among ties, with or without filters', async () => {
    const rows = await database()
      .db.select({
        id: gigs.id,
        createdAt: gigs.createdAt,
        budget: gigs.budgetSortMinor,
        state: gigs.propertyState,
      })
      .from(gigs)
      .where(inArray(gigs.id, ids));
    const byNewest = rows
      .toSorted((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (b.id < a.id ? -1 : 1))
      .map((row) => row.id);
    const byBudgetLow = rows
      .toSorted((a, b) => Number(a.budget - b.budget) || (a.id < b.id ? -1 : 1))
      .map((row) => row.id);
    const inLagos = new Set(rows.filter((row) => row.state === 'LA').map((row) => row.id));
    for (const plan of Object.values(PLANS)) {
      expect((await walk({ sort: 'newest', q: 'survey' }, { plan })).seen).toEqual(byNewest);
      expect((await walk({ sort: 'budget_low' }, { plan })).seen).toEqual(byBudgetLow);
      expect((await walk({ sort: 'newest', q: 'gwarinpa', state: 'LA' }, { plan })).seen).toEqual(
        byNewest.filter((id) => inLagos.has(id)),
      );
    }
  });

  it('treats stop-words alone as no words', async () => {
    const all = await walk({ sort: 'newest' });
    expect((await walk({ sort: 'newest', q: 'the of' })).seen).toEqual(all.seen);
    expect((await walk({ sort: 'relevance', q: 'the' })).seen).toEqual(all.seen);
  });

  it('ranks a gig that names the words in its title above those that mention them in passing', async () => {
    const titled = await postGigAs(app, buyer, {
      title: 'Excision gazette search for a family plot',
      description:
        'Find the excision gazette that released this family land from government acquisition.',
    });
    const page = await searchGigs(
      database().db,
      parse({ q: 'excision gazette', sort: 'relevance' }),
      buyer.id,
    );
    const inPassing = [ids[0], ids[3], ids[6], ids[9], ids[12]];
    expect(page.items[0]?.id).toBe(titled.id);
    // Equal ranks: newest first.
    expect(page.items.slice(1).map((item) => item.id)).toEqual(
      (await walk({ sort: 'newest', q: 'excision gazette' })).seen.filter((id) => id !== titled.id),
    );
    expect(new Set(page.items.slice(1).map((item) => item.id))).toEqual(new Set(inPassing));
    await database().db.update(gigs).set({ state: 'cancelled' }).where(eq(gigs.id, titled.id));
  });

  it('with very many matches ranks only the most recent ones', async () => {
    const newestFive = (await walk({ sort: 'newest', q: 'survey' })).seen.slice(0, 5);
    const ranked = await walk(
      { sort: 'relevance', q: 'survey' },
      { limits: { ...SEARCH_LIMITS, rankWindow: 5 } },
    );
    expect(new Set(ranked.seen)).toEqual(new Set(newestFive));
  });

  it('counts matches up to the limit and estimates beyond it from the newest', async () => {
    const counted = await searchGigs(database().db, parse({ q: 'survey' }), buyer.id);
    expect(counted).toMatchObject({ total: 13, totalExact: true });
    const estimated = await searchGigs(database().db, parse({ q: 'survey' }), buyer.id, {
      ...SEARCH_LIMITS,
      exactCountMax: 4,
    });
    expect(estimated.totalExact).toBe(false);
    // Five matches posted over 50 minutes, the oldest open gig 250 minutes back: about 21.
    expect(estimated.total).toBeGreaterThanOrEqual(5);
    expect(estimated.total).toBeLessThanOrEqual(30);
  });
});
