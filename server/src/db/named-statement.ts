import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import type { Database, Tx } from './client';

/** A statement written as SQL text with $1, $2, … that PostgreSQL keeps under its name. */
export interface NamedStatement {
  name: string;
  text: string;
}

/** The same text as a drizzle query: its $n placeholders become the values, in order. */
function asDrizzleSql({ text }: NamedStatement, values: unknown[]): SQL {
  const chunks = text.split(/\$(\d+)/);
  return sql.join(
    chunks.map((chunk, index) =>
      index % 2 === 1 ? sql`${values[Number(chunk) - 1]}` : sql.raw(chunk),
    ),
  );
}

/**
 * Runs a statement on the pool as a named statement: PostgreSQL parses and plans it once per
 * connection, and no query is built (docs/decisions/016). Inside a transaction, through the
 * transaction's own connection as an ordinary query. Write the text so that its results read
 * the same either way: timestamps and bigints as text (drizzle leaves timestamps as text on its
 * connections, pg makes them Dates on the pool's).
 */
export async function runNamed<Row extends pg.QueryResultRow>(
  db: Database | Tx,
  statement: NamedStatement,
  values: unknown[],
): Promise<Row[]> {
  // drizzle() gives the database its pool as $client; a transaction has none.
  if ('$client' in db && db.$client instanceof pg.Pool) {
    const { rows } = await db.$client.query<Row>({ ...statement, values });
    return rows;
  }
  const { rows } = await db.execute(asDrizzleSql(statement, values));
  return rows as Row[];
}

/** A timestamp as ISO 8601 in UTC with milliseconds, as Date#toISOString writes it. */
export const isoTime = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
