import type { GigPage, gigSearchQuerySchema } from '@titletrust/shared';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { plainPunctuation } from '../../db/plain-punctuation';
import { bids, gigs, profiles } from '../../db/schema';
import { gigSummaryColumns, toGigSummary, type GigRow } from './gig.repository';
import {
  countMatches,
  newestMatches,
  suggestSpelling,
  tallyColumns,
  totalFrom,
  type Count,
} from './search-count';
import { SEARCH_LIMITS, type SearchLimits, type SearchReader } from './search-limits';
import {
  after,
  decodeCursor,
  encodeCursor,
  orderBy,
  orderingFor,
  type Cursor,
  type Ordering,
} from './search-ordering';

type Query = z.output<typeof gigSearchQuerySchema>;

/**
 * /find-gigs: open gigs whose deadline has not passed, matched by PostgreSQL full-text search
 * (websearch syntax, weighted title > description > address), filtered, sorted and paged by
 * keyset so page 1000 costs what page 1 does. Each statement is one query whose plan PostgreSQL
 * chooses: a rare word and the filters in one scan of the words index, or a walk down a sorted
 * index that stops after a page when the words are common. The first page also says how many
 * gigs match (decision 032).
 */
export async function searchGigs(
  db: SearchReader,
  query: Query,
  viewerId: string,
  limits: SearchLimits = SEARCH_LIMITS,
): Promise<GigPage> {
  // Typed as the gigs' words are read: "Governor’s" from a phone finds "Governor's" (and back).
  const words = query.q
    ? sql`websearch_to_tsquery('english', ${plainPunctuation(query.q)})`
    : undefined;
  const where = matching(query, words);
  const sort = query.sort === 'relevance' && !words ? 'newest' : query.sort;
  const ordering = orderingFor(sort);
  const cursor = query.cursor ? decodeCursor(query.cursor) : undefined;
  const want = query.limit + 1;
  if (!cursor && (sort === 'newest' || sort === 'relevance'))
    return countedFirstPage(
      db,
      { where, ordering, want, rankBy: sort === 'relevance' ? words : undefined, query, limits },
      viewerId,
    );

  const found =
    sort === 'relevance' && words
      ? rankedPage(sql`(${newestMatches(where, limits.rankWindow, true)}) AS newest`, words, {
          ordering,
          cursor,
          want,
        })
      : sortedPage(
          { where, ordering, cursor, want },
          sort === 'budget_high' || sort === 'budget_low',
        );
  // The page and, on the first page, the count: two statements sent together.
  const [rows, count] = await Promise.all([
    pageRows(db, found, ordering, viewerId, {}),
    cursor ? undefined : countMatches(db, { where, query, limits }),
  ]);
  return pageOf(rows, query, count);
}

/**
 * The first page of the newest-first and best-match sorts, with its count, in one statement. Both
 * pick their gigs from the newest matches (the newest 101, or the newest 200 that best match
 * ranks), and the newest 101 matches are what the count reads: the statement reads them once for
 * both (PostgreSQL computes a WITH query used twice once), a rare word's 3,000 gigs included.
 * Only a search that matched nothing sends a second statement, for a nearer spelling.
 */
async function countedFirstPage(
  db: SearchReader,
  first: {
    where: SQL;
    ordering: Ordering;
    want: number;
    /** The words to rank by, for best match; none for newest first. */
    rankBy: SQL | undefined;
    query: Query;
    limits: SearchLimits;
  },
  viewerId: string,
): Promise<GigPage> {
  const { where, ordering, want, rankBy, query, limits } = first;
  const sample = limits.exactCountMax + 1;
  const page = rankBy
    ? rankedPage(
        sql`(SELECT * FROM newest ORDER BY k DESC, id DESC LIMIT ${limits.rankWindow}) AS newest`,
        rankBy,
        { ordering, cursor: undefined, want },
      )
    : sql`SELECT id, k AS k1 FROM newest ORDER BY k DESC, id DESC LIMIT ${want}`;
  const window = rankBy ? Math.max(limits.rankWindow, sample) : sample;
  const found = sql`
    WITH newest AS (${newestMatches(where, window, rankBy !== undefined)})
    SELECT page.*, tally.* FROM (${page}) AS page, (
      SELECT ${tallyColumns(query, sample)}
      FROM (SELECT k FROM newest ORDER BY k DESC, id DESC LIMIT ${sample}) AS sampled
    ) AS tally`;
  const rows = await pageRows(db, found, ordering, viewerId, {
    counted: sql<number>`found.counted`,
    sample_seconds: sql<number | null>`found.sample_seconds`,
    range_seconds: sql<number | null>`found.range_seconds`,
  });
  const tally = rows[0] ?? { counted: 0, sample_seconds: null, range_seconds: null };
  const suggestion = rows.length === 0 ? await suggestSpelling(db, query) : null;
  return pageOf(rows, query, { ...totalFrom(tally, limits), suggestion });
}

/** The page as the API returns it, with the link to the next when there is one. */
function pageOf(
  rows: (GigRow & { viewerHasBid: boolean; cursor: Cursor })[],
  query: Query,
  count: Count | undefined,
): GigPage {
  const items = rows.slice(0, query.limit);
  const last = rows[query.limit - 1];
  const bidOn = new Set(items.filter((row) => row.viewerHasBid).map((row) => row.id));
  return {
    items: items.map((row) => toGigSummary(row, bidOn)),
    nextCursor: rows.length > query.limit && last ? encodeCursor(last.cursor) : null,
    total: count?.total ?? null,
    totalExact: count?.totalExact ?? false,
    suggestion: count?.suggestion ?? null,
  };
}

/**
 * The gigs a search shows: open, taking bids, with the words and filters asked for. Every
 * condition is one an index can serve as written; which index serves it is PostgreSQL's choice.
 */
function matching(query: Query, words: SQL | undefined): SQL {
  return and(
    sql`${gigs.state} = 'open'`,
    sql`${gigs.bidDeadline} > now()`,
    // Stop-words only ("the of") make an empty query, which means no words: all gigs. Both
    // functions are immutable and the text is known when PostgreSQL plans the statement
    // (node-postgres sends it unnamed), so the planner folds the OR to one side.
    words && sql`(numnode(${words}) = 0 OR ${gigs.searchVector} @@ ${words})`,
    query.category ? eq(gigs.category, query.category) : undefined,
    query.state ? eq(gigs.propertyState, query.state) : undefined,
    query.postedWithinDays
      ? sql`${gigs.createdAt} >= now() - make_interval(days => ${query.postedWithinDays})`
      : undefined,
    // A gig matches a budget filter when its budget range overlaps the one asked for.
    query.budgetMinMicros
      ? sql`${gigs.budgetSortMicros} >= ${query.budgetMinMicros}::bigint`
      : undefined,
    query.budgetMaxMicros
      ? sql`${gigs.budgetMinMicros} <= ${query.budgetMaxMicros}::bigint`
      : undefined,
  )!;
}

interface PageQuery {
  where: SQL;
  ordering: Ordering;
  cursor: Cursor | undefined;
  /** A page and one more row, which says whether another page follows. */
  want: number;
}

const keysOf = (ordering: Ordering) => ordering.keys.map((_, i) => sql.raw(`k${i + 1}`));

/** Newest or by budget: ids and their sort key (k1) in index order, after the cursor. */
function sortedPage({ where, ordering, cursor, want }: PageQuery, byBudget: boolean): SQL {
  const key = sql`${byBudget ? gigs.budgetSortMicros : gigs.createdAt}`;
  const id = sql`${gigs.id}`;
  return sql`
    SELECT ${id} AS id, ${key} AS k1 FROM ${gigs}
    WHERE ${and(where, cursor && after(ordering, [key], id, cursor))}
    ORDER BY ${orderBy(ordering, [key], id)}
    LIMIT ${want}`;
}

/**
 * Best match: the rank (k1), then newest first (k2), over `newest`, the newest matches only (of
 * `newestMatches`, with their words): a rank has no index, so ranking every match of a common
 * word would read them all. The rank is computed outside the statement that picks those matches:
 * inside it, PostgreSQL would rank every match of a rare word before keeping the newest.
 */
function rankedPage(
  newest: SQL,
  words: SQL,
  { ordering, cursor, want }: Pick<PageQuery, 'ordering' | 'cursor' | 'want'>,
) {
  const [keys, id] = [keysOf(ordering), sql.raw('id')];
  return sql`
    SELECT id, k1, k2 FROM (
      SELECT id, round(ts_rank_cd(vector, ${words}, 32)::numeric, 8) AS k1, k AS k2 FROM ${newest}
    ) AS pool
    ${cursor ? sql`WHERE ${after(ordering, keys, id, cursor)}` : sql``}
    ORDER BY ${orderBy(ordering, keys, id)}
    LIMIT ${want}`;
}

/**
 * The page's gigs as result cards show them, in order, each with its cursor and bid mark, and
 * any `extra` columns of `found`.
 */
function pageRows<Extra extends Record<string, SQL>>(
  db: SearchReader,
  found: SQL,
  ordering: Ordering,
  viewerId: string,
  extra: Extra,
) {
  const keys = keysOf(ordering).map((key) => sql`found.${key}`);
  const id = sql`found.id`;
  return db
    .select({
      ...gigSummaryColumns,
      viewerHasBid: sql<boolean>`EXISTS (
        SELECT 1 FROM ${bids}
        WHERE ${bids.gigId} = ${gigs.id} AND ${bids.sellerId} = ${viewerId}
          AND ${bids.state} <> 'withdrawn')`,
      cursor: sql<Cursor>`ARRAY[${sql.join(
        [...keys, id].map((key) => sql`${key}::text`),
        sql`, `,
      )}]`,
      ...extra,
    })
    .from(gigs)
    .innerJoin(sql`(${found}) AS found`, sql`${id} = ${gigs.id}`)
    .leftJoin(profiles, eq(profiles.id, gigs.buyerId))
    .orderBy(orderBy(ordering, keys, id));
}
