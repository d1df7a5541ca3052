import type { GigPage, gigSearchQuerySchema } from '@titletrust/shared';
import { and, inArray, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { gigs } from '../../db/schema';
import { gigsBidOnBy, selectGigs, toGigSummary } from './gig.repository';
import { planSearch } from './search-plan';
import {
  after,
  decodeCursor,
  encodeCursor,
  orderBy,
  orderingFor,
  rankFor,
  type Cursor,
  type Ordering,
} from './search-ordering';

type Query = z.output<typeof gigSearchQuerySchema>;

/**
 * How a search spends its effort, from PostgreSQL's estimates of the matches (see
 * docs/decisions/009-gig-search.md for the measurements behind each number).
 */
export const SEARCH_LIMITS = {
  /** Matches counted one by one; above it the page shows PostgreSQL's estimate ("about N"). */
  exactCountMax: 1_000,
  /**
   * Gather every match through the indexes and sort them, or walk a sorted index until a page
   * is full? Gathering costs one row per match, walking one row per gig passed, about four times
   * dearer per row: gather when matches² < gatherFactor × page × gigs in the walked range.
   */
  gatherFactor: 4,
  /** With too many matches to rank them all, rank at most this many of the most recent. */
  rankWindow: 1_000,
  /** ...and walk past no more than about this many open gigs to collect them. */
  rankScanBudget: 2_000,
};
export type SearchLimits = typeof SEARCH_LIMITS;

/** One row of a page before its details are loaded: the id and its sort value as text. */
interface Ranked {
  id: string;
  sortKey: string;
}

/**
 * /find-gigs: open gigs whose deadline has not passed, matched by PostgreSQL full-text search
 * (websearch syntax, weighted title > description > address), filtered, sorted and paged by
 * keyset so page 1000 costs what page 1 does.
 */
export async function searchGigs(
  db: Database,
  query: Query,
  viewerId: string,
  limits: SearchLimits = SEARCH_LIMITS,
): Promise<GigPage> {
  const tsquery = await usableTsquery(db, query.q);
  const want = query.limit + 1;
  const plan = await planSearch(db, query, tsquery, { want, limits });
  const { filters, gather, matches } = plan;
  const pageOptions = {
    filters,
    cursor: query.cursor ? decodeCursor(query.cursor) : undefined,
    want,
  };
  const gatherOptions = { ...pageOptions, filters: plan.wordsOnlyFilters ?? filters };

  let ranked: Ranked[];
  if (query.sort === 'relevance' && tsquery) {
    const ordering = orderingFor('relevance', rankFor(tsquery));
    // Share of the walked gigs that match, so the window's walk stays within its budget.
    const density = Math.min(1, matches / Math.max(plan.walkRange, 1));
    const window = Math.max(want, Math.min(limits.rankWindow, limits.rankScanBudget * density));
    ranked = gather
      ? await pageFromPool(db, { ...gatherOptions, ordering })
      : await pageFromPool(db, { ...pageOptions, ordering, window });
  } else {
    const ordering = orderingFor(query.sort, undefined);
    ranked = gather
      ? await pageFromPool(db, { ...gatherOptions, ordering })
      : await walkSortedIndex(db, { ...pageOptions, ordering });
  }

  const page = ranked.slice(0, query.limit);
  const more = ranked.length > query.limit;
  const ids = page.map((row) => row.id);
  const [rows, bidOn, total] = await Promise.all([
    ids.length ? selectGigs(db).where(inArray(gigs.id, ids)) : [],
    gigsBidOnBy(db, viewerId, ids),
    countMatches(db, gatherOptions.filters, {
      estimate: matches,
      limits,
      whole: !pageOptions.cursor && !more ? page.length : undefined,
    }),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const last = page.at(-1);
  return {
    items: page.flatMap((row) => {
      const gig = byId.get(row.id);
      return gig ? [toGigSummary(gig, bidOn)] : [];
    }),
    nextCursor: more && last ? encodeCursor([last.sortKey, last.id]) : null,
    ...total,
  };
}

/** The tsquery for the typed words, or none when only stop-words ("the", "of") were typed. */
async function usableTsquery(db: Database, text: string | undefined): Promise<SQL | undefined> {
  if (!text?.trim()) return undefined;
  const tsquery = sql`websearch_to_tsquery('english', ${text.trim()})`;
  const { rows } = await db.execute<{ nodes: number }>(sql`SELECT numnode(${tsquery}) AS nodes`);
  return (rows[0]?.nodes ?? 0) > 0 ? tsquery : undefined;
}

interface PageOptions {
  filters: SQL;
  ordering: Ordering;
  cursor: Cursor | undefined;
  want: number;
}

/** Common words: the sorted index yields a page after a few rows, however many gigs match. */
async function walkSortedIndex(db: Database, options: PageOptions): Promise<Ranked[]> {
  const { filters, ordering, cursor, want } = options;
  const id = sql`${gigs.id}`;
  return db
    .select({ id: gigs.id, sortKey: sql<string>`${ordering.key}::text` })
    .from(gigs)
    .where(and(filters, cursor && after(ordering, ordering.key, id, cursor)))
    .orderBy(orderBy(ordering, ordering.key, id))
    .limit(want);
}

/**
 * Few matches: gather them all through the indexes that find them (GIN for words), then sort.
 * OFFSET 0 keeps PostgreSQL from walking the sorted index instead, which it would favour for a
 * rare word, not knowing each row it passes costs a full-text check. With `window`, only the
 * most recent matches are gathered: relevance for words too common to rank every match.
 */
async function pageFromPool(
  db: Database,
  options: PageOptions & { window?: number | undefined },
): Promise<Ranked[]> {
  const { filters, ordering, cursor, want, window } = options;
  const key = sql.raw('sort_key');
  const id = sql.raw('id');
  const { rows } = await db.execute<{ id: string; sort_key: string }>(sql`
    SELECT id, sort_key::text AS sort_key FROM (
      SELECT ${gigs.id} AS id, ${ordering.key} AS sort_key FROM ${gigs} WHERE ${filters}
      ${window ? sql`ORDER BY ${gigs.createdAt} DESC, ${gigs.id} DESC LIMIT ${Math.round(window)}` : sql`OFFSET 0`}
    ) AS pool
    ${cursor ? sql`WHERE ${after(ordering, key, id, cursor)}` : sql``}
    ORDER BY ${orderBy(ordering, key, id)}
    LIMIT ${want}`);
  return rows.map((row) => ({ id: row.id, sortKey: row.sort_key }));
}

/** Exact when cheap (the page holds them all, or few match); PostgreSQL's estimate otherwise. */
async function countMatches(
  db: Database,
  filters: SQL,
  context: { estimate: number; limits: SearchLimits; whole: number | undefined },
): Promise<Pick<GigPage, 'total' | 'totalExact'>> {
  const { estimate, limits, whole } = context;
  if (whole !== undefined) return { total: whole, totalExact: true };
  if (estimate <= limits.exactCountMax) {
    const { rows } = await db.execute<{ total: number }>(
      sql`SELECT count(*)::int AS total FROM (SELECT 1 FROM ${gigs} WHERE ${filters} LIMIT ${limits.exactCountMax + 1}) AS matches`,
    );
    const counted = rows[0]?.total ?? 0;
    if (counted <= limits.exactCountMax) return { total: counted, totalExact: true };
  }
  return { total: roughly(Math.max(estimate, limits.exactCountMax + 1)), totalExact: false };
}

/** An estimate to two significant figures: "about 28,000", not "about 28,146". */
function roughly(estimate: number): number {
  const scale = 10 ** Math.max(0, Math.floor(Math.log10(estimate)) - 1);
  return Math.round(estimate / scale) * scale;
}
