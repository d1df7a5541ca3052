import type pg from 'pg';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

const seqScans = (node: PlanNode): string[] => [
  ...(node['Node Type'] === 'Seq Scan' ? [node['Relation Name']!] : []),
  ...(node.Plans ?? []).flatMap(seqScans),
];

/**
 * The tables a statement would read whole, with sequential scans priced out: one remains only
 * where no index can serve the statement, whatever the tables hold. Empty is what a hot read wants.
 */
export async function tablesScannedWhole(
  pool: pg.Pool,
  text: string,
  values: unknown[],
): Promise<string[]> {
  const client = await pool.connect();
  try {
    await client.query('SET enable_seqscan = off');
    const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      `EXPLAIN (FORMAT JSON) ${text}`,
      values,
    );
    return seqScans(rows[0]!['QUERY PLAN'][0].Plan);
  } finally {
    await client.query('RESET enable_seqscan');
    client.release();
  }
}

interface AnalyzedNode extends PlanNode {
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: AnalyzedNode[];
}

const rowsOf = (node: AnalyzedNode, table: string): number =>
  (node['Relation Name'] === table
    ? (node['Actual Rows'] +
        (node['Rows Removed by Filter'] ?? 0) +
        (node['Rows Removed by Index Recheck'] ?? 0)) *
      node['Actual Loops']
    : 0) + (node.Plans ?? []).reduce((sum, child) => sum + rowsOf(child, table), 0);

/**
 * The rows of `table` a statement reads when run (EXPLAIN ANALYZE), those it returns and those it
 * reads and throws away, with sequential scans priced out. A plan that reads a whole table
 * through an index it walks end to end shows here, where tablesScannedWhole sees an index scan.
 */
export async function rowsRead(
  pool: pg.Pool,
  text: string,
  values: unknown[],
  table: string,
): Promise<number> {
  const client = await pool.connect();
  try {
    await client.query('SET enable_seqscan = off');
    const { rows } = await client.query<{ 'QUERY PLAN': [{ Plan: AnalyzedNode }] }>(
      `EXPLAIN (ANALYZE, FORMAT JSON) ${text}`,
      values,
    );
    return Math.round(rowsOf(rows[0]!['QUERY PLAN'][0].Plan, table));
  } finally {
    await client.query('RESET enable_seqscan');
    client.release();
  }
}

interface VerboseNode extends AnalyzedNode {
  Output?: string[];
  Plans?: VerboseNode[];
}

/** The deepest nodes whose output mentions `name`: where PostgreSQL evaluates it. */
const evaluating = (node: VerboseNode, name: string): VerboseNode[] => {
  const below = (node.Plans ?? []).flatMap((child) => evaluating(child, name));
  if (below.length) return below;
  return node.Output?.some((column) => column.includes(`${name}(`)) ? [node] : [];
};

/**
 * How many times a statement evaluates the function `name` when run: the rows of the plan nodes
 * that compute it (the nodes above only pass its value on).
 */
export async function callsOf(
  pool: pg.Pool,
  text: string,
  values: unknown[],
  name: string,
): Promise<number> {
  const { rows } = await pool.query<{ 'QUERY PLAN': [{ Plan: VerboseNode }] }>(
    `EXPLAIN (ANALYZE, VERBOSE, FORMAT JSON) ${text}`,
    values,
  );
  return evaluating(rows[0]!['QUERY PLAN'][0].Plan, name).reduce(
    (sum, node) => sum + node['Actual Rows'] * node['Actual Loops'],
    0,
  );
}
