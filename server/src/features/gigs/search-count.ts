import type { GigPage, gigSearchQuerySchema } from '@titletrust/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { gigs } from '../../db/schema';
import type { SearchLimits, SearchReader } from './search-limits';
import { nearestWords, respelt, typedWords } from './search-words';

type Query = z.output<typeof gigSearchQuerySchema>;

type Count = Pick<GigPage, 'total' | 'totalExact' | 'suggestion'>;

/**
 * How many gigs match, in one statement that reads the newest `exactCountMax + 1` matches at
 * most. Fewer: that is the count. More: the count is estimated from the time those took to be
 * posted and the time back to the oldest open gig (or to the posted-within limit): counting every
 * match of a common word would read them all. With no match at all, the same statement looks for
 * nearer spellings of the typed words.
 */
export async function countMatches(
  db: SearchReader,
  { where, query, limits }: { where: SQL; query: Query; limits: SearchLimits },
): Promise<Count> {
  const sample = limits.exactCountMax + 1;
  const typed = typedWords(query.q ?? '');
  const oldestOpen = sql`(SELECT min(${gigs.createdAt}) FROM ${gigs} WHERE ${gigs.state} = 'open')`;
  const since = query.postedWithinDays
    ? sql`greatest(${oldestOpen}, now() - make_interval(days => ${query.postedWithinDays}))`
    : oldestOpen;
  const { rows } = await db.execute<{
    counted: number;
    sample_seconds: number | null;
    range_seconds: number | null;
    nearest: (string | null)[] | null;
  }>(sql`
    SELECT count(*)::int AS counted,
      extract(epoch FROM max(newest.created_at) - min(newest.created_at))::float8 AS sample_seconds,
      CASE WHEN count(*) >= ${sample}
        THEN extract(epoch FROM max(newest.created_at) - ${since})::float8
      END AS range_seconds,
      ${typed.length ? sql`CASE WHEN count(*) = 0 THEN ${nearestWords(typed)} END` : sql`NULL`} AS nearest
    FROM (
      SELECT ${gigs.createdAt} AS created_at FROM ${gigs} WHERE ${where}
      ORDER BY ${gigs.createdAt} DESC, ${gigs.id} DESC
      LIMIT ${sample}
    ) AS newest`);
  const row = rows[0]!;
  const suggestion = row.nearest ? respelt(query.q ?? '', typed, row.nearest) : null;
  if (row.counted < sample) return { total: row.counted, totalExact: true, suggestion };
  // `sample` matches are `sample - 1` intervals between postings.
  const perSecond = (sample - 1) / Math.max(row.sample_seconds ?? 0, 0.001);
  const estimate = Math.max(sample, 1 + perSecond * (row.range_seconds ?? 0));
  return { total: roughly(estimate), totalExact: false, suggestion };
}

/** An estimate to two significant figures: "about 28,000", not "about 28,146". */
function roughly(estimate: number): number {
  const scale = 10 ** Math.max(0, Math.floor(Math.log10(estimate)) - 1);
  return Math.round(estimate / scale) * scale;
}
