import type { Tx } from '../platform/lifecycle';
import type { Database } from './client';

/**
 * A query built once per database handle (kept while the handle lives) and sent as a named
 * statement, so PostgreSQL parses and plans it once per connection. For the reads every request
 * of a kind makes: building a drizzle query costs the server more CPU than PostgreSQL spends
 * running it (bench:ledger, docs/decisions/014 and 016).
 */
export function preparedPerHandle<Query>(
  build: (db: Database | Tx) => Query,
): (db: Database | Tx) => Query {
  const built = new WeakMap<Database | Tx, Query>();
  return (db) => {
    let query = built.get(db);
    if (!query) built.set(db, (query = build(db)));
    return query;
  };
}
