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
