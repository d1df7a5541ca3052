import {
  DEFAULT_CURRENCY,
  type CurrencyCode,
  type GigPage,
  type gigSearchQuerySchema,
} from '@titletrust/shared';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { bids, gigs, profiles } from '../../db/schema';
import { gigSummaryColumns, toGigSummary, type GigRow } from './gig.repository';
import {
  countMatches,
  nearestColumn,
  newestMatches,
  suggestionOf,
  suggestSpelling,
  tallyColumns,
  totalFrom,
  type Count,
  type Nearest,
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
import { searchWordsOf, type SearchWords } from './search-terms';

type Query = z.output<typeof gigSearchQuerySchema>;

/**
 * /find-gigs: open gigs whose deadline has not passed, matched by PostgreSQL full-text search
 * (websearch syntax, weighted title > description > address, with the service's and the state's
 * words): a gig having any of the typed terms matches, and best match ranks those having more of
 * them first (decision 046). Filtered, sorted and paged by keyset so page 1000 costs what page 1
 * does. Each statement is one query whose plan PostgreSQL chooses: a rare word and the filters in
 * one scan of the words index, or a walk down a sorted index that stops after a page when the
 * words are common. The first page also says how many gigs match (decisions 046 and 041).
 */
export async function searchGigs(
  db: SearchReader,
  query: Query,
  viewerId: string,
  limits: SearchLimits = SEARCH_LIMITS,
): Promise<GigPage> {
  // Typed as the gigs' words are read: "Governor’s" from a phone finds "Governor's" (and back).
  const words = query.q ? searchWordsOf(query.q) : undefined;
  const where = matching(query, words?.any);
  // The gigs having every term, which best match reads apart: among a common word's many
  // matches, the newest would leave out an older gig having all the words.
  const whereAll = words?.several ? matching(query, words.all) : undefined;
  const sort = query.sort === 'relevance' && !words ? 'newest' : query.sort;
  const ordering = orderingFor(sort);
  const cursor = query.cursor ? decodeCursor(query.cursor) : undefined;
  const want = query.limit + 1;
  if (!cursor && (sort === 'newest' || sort === 'relevance'))
    return countedFirstPage(
      db,
      {
        where,
        whereAll,
        ordering,
        want,
        rankBy: sort === 'relevance' ? words : undefined,
        query,
        limits,
      },
      viewerId,
    );

  const found =
    sort === 'relevance' && words
      ? rankedPage(
          rankPool(
            newestMatches(where, limits.rankWindow, true),
            whereAll && newestMatches(whereAll, limits.rankWindow, true),
          ),
          words,
          { ordering, cursor, want },
        )
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
 * ranks, with the newest 200 having every term), and the newest 101 matches are what the count
 * reads: the statement reads them once for both (PostgreSQL computes a WITH query used twice
 * once), a rare word's 3,000 gigs included, with nearer spellings of words no gig uses. Only a
 * search that matched nothing sends a second statement, for those spellings.
 */
async function countedFirstPage(
  db: SearchReader,
  first: {
    where: SQL;
    /** The gigs having every term, when there are several. */
    whereAll: SQL | undefined;
    ordering: Ordering;
    want: number;
    /** The words to rank by, for best match; none for newest first. */
    rankBy: SearchWords | undefined;
    query: Query;
    limits: SearchLimits;
  },
  viewerId: string,
): Promise<GigPage> {
  const { where, whereAll, ordering, want, rankBy, query, limits } = first;
  const sample = limits.exactCountMax + 1;
  const best = rankBy && whereAll;
  const page = rankBy
    ? rankedPage(
        rankPool(
          sql`SELECT * FROM newest ORDER BY k DESC, id DESC LIMIT ${limits.rankWindow}`,
          best && sql`SELECT * FROM best`,
        ),
        rankBy,
        { ordering, cursor: undefined, want },
      )
    : sql`SELECT id, k AS k1 FROM newest ORDER BY k DESC, id DESC LIMIT ${want}`;
  const window = rankBy ? Math.max(limits.rankWindow, sample) : sample;
  const found = sql`
    WITH newest AS (${newestMatches(where, window, rankBy !== undefined)})
    ${best ? sql`, best AS (${newestMatches(best, limits.rankWindow, true)})` : sql``}
    SELECT page.*, tally.* FROM (${page}) AS page, (
      SELECT ${tallyColumns(query, sample)}, ${nearestColumn(query)}
      FROM (SELECT k FROM newest ORDER BY k DESC, id DESC LIMIT ${sample}) AS sampled
    ) AS tally`;
  const rows = await pageRows(db, found, ordering, viewerId, {
    counted: sql<number>`found.counted`,
    sample_seconds: sql<number | null>`found.sample_seconds`,
    range_seconds: sql<number | null>`found.range_seconds`,
    nearest: sql<Nearest['nearest']>`found.nearest`,
  });
  const tally = rows[0] ?? { counted: 0, sample_seconds: null, range_seconds: null };
  const suggestion = rows[0] ? suggestionOf(query, rows[0]) : await suggestSpelling(db, query);
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
/** The currency the search is limited to: the one asked for, or naira when budgets are used. */
export function budgetCurrencyOf(query: Query): CurrencyCode | undefined {
  const usesBudget =
    !!query.budgetMinMinor ||
    !!query.budgetMaxMinor ||
    query.sort === 'budget_high' ||
    query.sort === 'budget_low';
  return query.currency ?? (usesBudget ? DEFAULT_CURRENCY : undefined);
}

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
    // Budgets compare only within a currency: a budget filter or order is in the currency asked
    // for, naira unless the person picked another.
    budgetCurrencyOf(query) ? eq(gigs.currency, budgetCurrencyOf(query)!) : undefined,
    // A gig matches a budget filter when its budget range overlaps the one asked for.
    query.budgetMinMinor
      ? sql`${gigs.budgetSortMinor} >= ${query.budgetMinMinor}::bigint`
      : undefined,
    query.budgetMaxMinor
      ? sql`${gigs.budgetMinMinor} <= ${query.budgetMaxMinor}::bigint`
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
  const key = sql`${byBudget ? gigs.budgetSortMinor : gigs.createdAt}`;
  const id = sql`${gigs.id}`;
  return sql`
    SELECT ${id} AS id, ${key} AS k1 FROM ${gigs}
    WHERE ${and(where, cursor && after(ordering, [key], id, cursor))}
    ORDER BY ${orderBy(ordering, [key], id)}
    LIMIT ${want}`;
}

/**
 * The gigs best match ranks, as `newestMatches` with their words: the newest matches and, when
 * the search has several terms, the newest having all of them, each gig once.
 */
function rankPool(newest: SQL, best: SQL | undefined): SQL {
  return best ? sql`((${newest}) UNION (${best})) AS ranked` : sql`(${newest}) AS ranked`;
}

/**
 * Best match: the rank (k1), then newest first (k2), over `pool` (of `rankPool`): a rank has no
 * index, so ranking every match of a common word would read them all. The rank is how many of
 * the typed terms a gig has, plus ts_rank_cd (normalised to below 1) among gigs having as many:
 * "Lekki title" puts a land title gig in Lekki above a contract review in Lekki. It is computed
 * outside the statement that picks those matches: inside it, PostgreSQL would rank every match
 * of a rare word before keeping the newest.
 */
function rankedPage(
  pool: SQL,
  words: SearchWords,
  { ordering, cursor, want }: Pick<PageQuery, 'ordering' | 'cursor' | 'want'>,
) {
  const [keys, id] = [keysOf(ordering), sql.raw('id')];
  const vector = sql.raw('vector');
  const rank = sql`${words.matched(vector)} + ts_rank_cd(${vector}, ${words.any}, 32)`;
  return sql`
    SELECT id, k1, k2 FROM (
      SELECT id, round((${rank})::numeric, 8) AS k1, k AS k2 FROM ${pool}
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
