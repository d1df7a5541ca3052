import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/support/test-database';
import { balancesQuery } from './get-balances';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

const scans = (node: PlanNode): string[] => [
  ...(node['Node Type'] === 'Seq Scan' ? [node['Relation Name']!] : []),
  ...(node.Plans ?? []).flatMap(scans),
];

/**
 * Every money answer carries the viewer's balances. Their escrow sums must reach the accounts of
 * the viewer's own open contracts by index: a sequential scan here reads every escrow account on
 * the platform once per answer (it did, and a money call took 80 ms at 8,000 contracts).
 */
describe('getBalances', () => {
  const database = useTestDatabase();

  it('reads escrow through the indexes, never by scanning contracts or accounts', async () => {
    const plan = await database().db.transaction(async (tx) => {
      // With sequential scans priced out, one remains only where no index can serve the query.
      await tx.execute(sql`SET LOCAL enable_seqscan = off`);
      const { rows } = await tx.execute<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
        sql`EXPLAIN (FORMAT JSON) ${balancesQuery(randomUUID())}`,
      );
      return rows[0]!['QUERY PLAN'][0].Plan;
    });
    expect(scans(plan)).toEqual([]);
  });
});
