import type { GigPage, gigSearchQuerySchema } from '@titletrust/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { gigs } from '../../db/schema';
import type { SearchLimits, SearchReader } from './search-limits';
import { nearestWords, respelt, typedWords } from './search-words';

type Query = z.output<typeof gigSearchQuerySchema>;

export type Count = Pick<GigPage, 'total' | 'totalExact' | 'suggestion'>;

/** What the newest matches say about how many there are (see `totalFrom`). */
export type Tally = {
  counted: number;
  sample_seconds: number | null;
  range_seconds: number | null;
};

/**
 * The newest `limit` matches, newest first: each gig's id, its posting time `k` and, for ranking,
 * its words.
 */
export function newestMatches(where: SQL, limit: number, withWords = false): SQL {
  return sql`
    SELECT ${gigs.id} AS id, ${gigs.createdAt} AS k${withWords ? sql`, ${gigs.searchVector} AS vector` : sql``}
    FROM ${gigs} WHERE ${where}
    ORDER BY ${gigs.createdAt} DESC, ${gigs.id} DESC
    LIMIT ${limit}`;
}

/**
 * The tally, as aggregates over the newest `sample` matches (their posting times `k`): how many,
 * the time they took to be posted and, when there are `sample` of them, the time back to the
 * oldest open gig (or to the posted-within limit).
 */
export function tallyColumns(query: Query, sample: number): SQL {
  const oldestOpen = sql`(SELECT min(${gigs.createdAt}) FROM ${gigs} WHERE ${gigs.state} = 'open')`;
  const since = query.postedWithinDays
    ? sql`greatest(${oldestOpen}, now() - make_interval(days => ${query.postedWithinDays}))`
    : oldestOpen;
  return sql`count(*)::int AS counted,
    extract(epoch FROM max(k) - min(k))::float8 AS sample_seconds,
    CASE WHEN count(*) >= ${sample} THEN extract(epoch FROM max(k) - ${since})::float8 END
      AS range_seconds`;
}

/**
 * How many gigs match, in one statement that reads the newest `exactCountMax + 1` matches at
 * most, with nearer spellings of the typed words no gig uses (see `nearestColumn`).
 * (The first page of the newest-first and best-match sorts carries its tally: see searchGigs.)
 */
export async function countMatches(
  db: SearchReader,
  { where, query, limits }: { where: SQL; query: Query; limits: SearchLimits },
): Promise<Count> {
  const sample = limits.exactCountMax + 1;
  const { rows } = await db.execute<Tally & Nearest>(sql`
    SELECT ${tallyColumns(query, sample)}, ${nearestColumn(query)}
    FROM (${newestMatches(where, sample)}) AS sampled`);
  const row = rows[0]!;
  return { ...totalFrom(row, limits), suggestion: suggestionOf(query, row) };
}

export type Nearest = { nearest: (string | null)[] | null };

/**
 * The column `nearest`: for each typed word, a nearer spelling when no gig uses the word (see
 * nearestWords). Asked on every first page, not only when nothing matched: a gig having any of
 * the words matches (decision 046), so "deed magodu" finds deeds and still asks for Magodo.
 */
export function nearestColumn(query: Query): SQL {
  const typed = typedWords(query.q ?? '');
  return sql`${typed.length ? nearestWords(typed) : sql`NULL`} AS nearest`;
}

/** The search text respelt from the `nearest` column, or null. */
export const suggestionOf = (query: Query, { nearest }: Nearest): string | null =>
  nearest ? respelt(query.q ?? '', typedWords(query.q ?? ''), nearest) : null;

/** A search that matched nothing: the typed words respelt as open gigs spell them, if any. */
export async function suggestSpelling(db: SearchReader, query: Query): Promise<string | null> {
  const typed = typedWords(query.q ?? '');
  if (typed.length === 0) return null;
  const { rows } = await db.execute<{ nearest: (string | null)[] }>(
    sql`SELECT ${nearestWords(typed)} AS nearest`,
  );
  return respelt(query.q ?? '', typed, rows[0]!.nearest);
}

/**
 * Fewer than `exactCountMax + 1` matches: that is the count. More: the count is estimated from
 * the time those took to be posted and the time back to the oldest open gig: counting every
 * match of a common word would read them all.
 */
export function totalFrom(tally: Tally, limits: SearchLimits): Omit<Count, 'suggestion'> {
  const sample = limits.exactCountMax + 1;
  if (tally.counted < sample) return { total: tally.counted, totalExact: true };
  // `sample` matches are `sample - 1` intervals between postings.
  const perSecond = (sample - 1) / Math.max(tally.sample_seconds ?? 0, 0.001);
  const estimate = Math.max(sample, 1 + perSecond * (tally.range_seconds ?? 0));
  return { total: roughly(estimate), totalExact: false };
}

/** An estimate to two significant figures: "about 28,000", not "about 28,146". */
function roughly(estimate: number): number {
  const scale = 10 ** Math.max(0, Math.floor(Math.log10(estimate)) - 1);
  return Math.round(estimate / scale) * scale;
}
