import type { GigSort } from '@titletrust/shared';
import { sql, type SQL } from 'drizzle-orm';
import { gigs } from '../../db/schema';
import { AppError } from '../../http/app-error';

/** The last row of a page: its sort value (as PostgreSQL prints it) and its id. */
export type Cursor = [string, string];

export const encodeCursor = (cursor: Cursor) =>
  Buffer.from(JSON.stringify(cursor)).toString('base64url');

const invalidCursor = () =>
  new AppError('VALIDATION_FAILED', 'This page link is not valid any more. Please search again.');

export function decodeCursor(text: string): Cursor {
  try {
    const value = JSON.parse(Buffer.from(text, 'base64url').toString()) as unknown;
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      value.every((part) => typeof part === 'string')
    ) {
      return value as Cursor;
    }
  } catch {
    // fall through
  }
  throw invalidCursor();
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/**
 * As PostgreSQL prints a timestamptz in DateStyle ISO, 2026-11-26 20:18:37.513996+00: the style
 * node-postgres itself needs to read any date, so the one every cursor of ours is written in.
 */
const TIMESTAMP =
  /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?[+-]\d{2}(:\d{2}){0,2}$/;

/** A real calendar date and time of day (PostgreSQL refuses 30 February or 25:00). */
function isTimestamp(text: string): boolean {
  const match = TIMESTAMP.exec(text);
  if (!match || match[1] === '0000') return false;
  const [, year, month, day, hour, minute, second] = match;
  const iso = `${year}-${month}-${day}T${hour}:${minute}:${second}.000Z`;
  const date = new Date(iso);
  return !Number.isNaN(date.getTime()) && date.toISOString() === iso;
}

/**
 * Whether a cursor's sort value can be read as the ordering's type: a link made for another sort
 * (a date where a budget is sorted on) or forged must be refused here, as a 400, and not reach
 * PostgreSQL's cast, which fails the whole request.
 */
function fits(type: Ordering['type'], [value, id]: Cursor): boolean {
  if (!UUID.test(id)) return false;
  if (type === 'bigint') return /^-?\d{1,18}$/.test(value);
  if (type === 'numeric') return /^-?\d{1,30}(\.\d{1,30})?$/.test(value);
  return isTimestamp(value);
}

/** How one sort orders gigs: a key expression, its SQL type and a direction; ties break on id. */
export interface Ordering {
  key: SQL;
  type: 'timestamptz' | 'bigint' | 'numeric';
  direction: 'asc' | 'desc';
}

export function orderingFor(sort: GigSort, rankOf: SQL | undefined): Ordering {
  switch (sort) {
    case 'budget_high':
      return { key: sql`${gigs.budgetSortMicros}`, type: 'bigint', direction: 'desc' };
    case 'budget_low':
      return { key: sql`${gigs.budgetSortMicros}`, type: 'bigint', direction: 'asc' };
    case 'relevance':
      if (rankOf) return { key: rankOf, type: 'numeric', direction: 'desc' };
      return orderingFor('newest', undefined);
    default:
      return { key: sql`${gigs.createdAt}`, type: 'timestamptz', direction: 'desc' };
  }
}

/** ORDER BY for an ordering over `key`/`id` (columns or aliases). */
export function orderBy(ordering: Ordering, key: SQL, id: SQL): SQL {
  const direction = sql.raw(ordering.direction);
  return sql`${key} ${direction}, ${id} ${direction}`;
}

/** Keyset pagination: the rows strictly after the previous page's last row, in its order. */
export function after(ordering: Ordering, key: SQL, id: SQL, cursor: Cursor): SQL {
  if (!fits(ordering.type, cursor)) throw invalidCursor();
  const comparison = sql.raw(ordering.direction === 'desc' ? '<' : '>');
  const type = sql.raw(ordering.type);
  return sql`(${key}, ${id}) ${comparison} (${cursor[0]}::${type}, ${cursor[1]}::uuid)`;
}

/** Rounded to a numeric so a cursor carries the rank exactly (a float would not round-trip). */
export const rankFor = (tsquery: SQL) =>
  sql`round(ts_rank_cd(${gigs.searchVector}, ${tsquery}, 32)::numeric, 8)`;
