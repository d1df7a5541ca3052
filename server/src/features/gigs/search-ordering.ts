import type { GigSort } from '@titletrust/shared';
import { sql, type SQL } from 'drizzle-orm';
import { AppError } from '../../platform/app-error';

/** The last row of a page: its sort values (as PostgreSQL prints them), then its id. */
export type Cursor = string[];

export const encodeCursor = (cursor: Cursor) =>
  Buffer.from(JSON.stringify(cursor)).toString('base64url');

const invalidCursor = () =>
  new AppError('VALIDATION_FAILED', 'This page link is not valid any more. Please search again.');

export function decodeCursor(text: string): Cursor {
  try {
    const value = JSON.parse(Buffer.from(text, 'base64url').toString()) as unknown;
    if (Array.isArray(value) && value.every((part) => typeof part === 'string')) return value;
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

type KeyType = 'timestamptz' | 'bigint' | 'numeric';

function fitsType(type: KeyType, value: string): boolean {
  if (type === 'bigint') return /^-?\d{1,18}$/.test(value);
  if (type === 'numeric') return /^-?\d{1,30}(\.\d{1,30})?$/.test(value);
  return isTimestamp(value);
}

/**
 * How one sort orders gigs: the types of its keys, most significant first (the id breaks the
 * last ties), and a direction. Which expressions the keys are is up to the statement.
 */
export interface Ordering {
  keys: KeyType[];
  direction: 'asc' | 'desc';
}

export function orderingFor(sort: GigSort): Ordering {
  switch (sort) {
    case 'budget_high':
      return { keys: ['bigint'], direction: 'desc' };
    case 'budget_low':
      return { keys: ['bigint'], direction: 'asc' };
    case 'relevance':
      // The rank, then newest first among equal ranks.
      return { keys: ['numeric', 'timestamptz'], direction: 'desc' };
    default:
      return { keys: ['timestamptz'], direction: 'desc' };
  }
}

/** ORDER BY the ordering's keys, then the id, all in its direction. */
export function orderBy(ordering: Ordering, keys: SQL[], id: SQL): SQL {
  const direction = sql.raw(ordering.direction);
  return sql.join(
    [...keys, id].map((key) => sql`${key} ${direction}`),
    sql`, `,
  );
}

/**
 * Keyset pagination: the rows strictly after the previous page's last row, in its order. A link
 * made for another sort (a date where a budget is sorted on) or forged is refused here, as a 400,
 * and never reaches PostgreSQL's cast, which would fail the whole request.
 */
export function after(ordering: Ordering, keys: SQL[], id: SQL, cursor: Cursor): SQL {
  const values = cursor.slice(0, -1);
  const lastId = cursor.at(-1) ?? '';
  const fits =
    values.length === ordering.keys.length &&
    ordering.keys.every((type, i) => fitsType(type, values[i]!)) &&
    UUID.test(lastId);
  if (!fits) throw invalidCursor();
  const comparison = sql.raw(ordering.direction === 'desc' ? '<' : '>');
  const typed = ordering.keys.map((type, i) => sql`${values[i]}::${sql.raw(type)}`);
  return sql`(${sql.join([...keys, id], sql`, `)}) ${comparison} (${sql.join(typed, sql`, `)}, ${lastId}::uuid)`;
}
