import type { gigSearchQuerySchema } from '@titletrust/shared';
import { and, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { gigs } from '../../db/schema';
import type { SearchLimits } from './search-gigs';

type Query = z.output<typeof gigSearchQuerySchema>;

export interface SearchPlan {
  /** Every condition, as the planner may use any index for it. */
  filters: SQL;
  /**
   * The same conditions with only the words indexable: for a rare word, the GIN index alone
   * finds few rows, where combining it with a state or category index would read thousands.
   */
  wordsOnlyFilters: SQL | undefined;
  /** Gather every match and sort them (few matches), or walk a sorted index (many). */
  gather: boolean;
  matches: number;
  /** Open gigs in the range a sorted index walks (its state, category, posting date). */
  walkRange: number;
}

/**
 * A column as an index can match it, or wrapped (`|| ''`, `+ 0`) so the planner cannot: then
 * the condition is checked on the rows the other indexes found.
 */
function column(indexable: boolean) {
  return (name: AnyColumn, kind: 'text' | 'number' | 'time') => {
    if (indexable) return sql`${name}`;
    if (kind === 'text') return sql`(${name} || '')`;
    return kind === 'number' ? sql`(${name} + 0)` : sql`(${name} + interval '0')`;
  };
}

function conditions(query: Query, tsquery: SQL | undefined, indexable: boolean) {
  const col = column(indexable);
  const open = [
    sql`${col(gigs.state, 'text')} = 'open'`,
    sql`${col(gigs.bidDeadline, 'time')} > now()`,
  ];
  // The conditions a sorted index can narrow its walk by.
  const narrowing: SQL[] = [];
  if (query.category) narrowing.push(sql`${col(gigs.category, 'text')} = ${query.category}`);
  if (query.state) narrowing.push(sql`${col(gigs.propertyState, 'text')} = ${query.state}`);
  if (query.postedWithinDays)
    narrowing.push(
      sql`${col(gigs.createdAt, 'time')} >= now() - make_interval(days => ${query.postedWithinDays})`,
    );
  // A gig matches a budget filter when its budget range overlaps the one asked for.
  const budget: SQL[] = [];
  if (query.budgetMinMicros)
    budget.push(sql`${col(gigs.budgetSortMicros, 'number')} >= ${query.budgetMinMicros}::bigint`);
  if (query.budgetMaxMicros)
    budget.push(sql`${col(gigs.budgetMinMicros, 'number')} <= ${query.budgetMaxMicros}::bigint`);
  const words = tsquery ? [sql`${gigs.searchVector} @@ ${tsquery}`] : [];
  return { open, narrowing, budget, words };
}

/** PostgreSQL's estimate of the rows matching, from its statistics: costs a plan, not a scan. */
async function estimateRows(db: Database, filters: SQL): Promise<number> {
  const { rows } = await db.execute<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
    sql`EXPLAIN (FORMAT JSON) SELECT 1 FROM ${gigs} WHERE ${filters}`,
  );
  return rows[0]?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0;
}

/**
 * Chooses how to find a page, from the planner's estimates (see docs/decisions/009): gather when
 * matches² < gatherFactor × page × the rows a sorted index would walk — gathering costs one row
 * per match, walking one row per gig passed until the page is full.
 */
export async function planSearch(
  db: Database,
  query: Query,
  tsquery: SQL | undefined,
  options: { want: number; limits: SearchLimits },
): Promise<SearchPlan> {
  const { open, narrowing, budget, words } = conditions(query, tsquery, true);
  const filters = and(...open, ...words, ...narrowing, ...budget)!;
  // A sorted index by budget walks every open gig; by date it starts at a state or a category.
  const walkBy = query.sort === 'budget_high' || query.sort === 'budget_low' ? [] : narrowing;
  const [matches, walkRange, wordRows] = await Promise.all([
    estimateRows(db, filters),
    estimateRows(db, and(...open, ...walkBy)!),
    tsquery ? estimateRows(db, and(...open, ...words)!) : Promise.resolve(0),
  ]);
  const gather = matches ** 2 < options.limits.gatherFactor * options.want * walkRange;
  const read = conditions(query, tsquery, false);
  // Measured on 1M gigs: reading a word's few thousand rows beats combining its index with a
  // state or category index of tens of thousands of entries.
  const rareWords = tsquery && wordRows <= Math.max(2 * matches, walkRange / 4);
  return {
    filters,
    wordsOnlyFilters: rareWords
      ? and(...words, ...read.open, ...read.narrowing, ...read.budget)
      : undefined,
    gather,
    matches,
    walkRange,
  };
}
