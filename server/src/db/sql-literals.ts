/**
 * A list of our own string constants as SQL literals (`'a', 'b'`), for an `IN (…)` the planner
 * can match to a partial index or an index's leading columns. Never for input: nothing is quoted.
 */
export const sqlLiterals = (values: readonly string[]): string =>
  values.map((value) => `'${value}'`).join(', ');
