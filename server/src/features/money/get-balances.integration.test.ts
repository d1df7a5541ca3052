import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { tablesScannedWhole } from '../../../test/support/query-plan';
import { useTestDatabase } from '../../../test/support/test-database';
import { BALANCES_STATEMENT } from './get-balances';

/**
 * Every money answer carries the viewer's balances. Their escrow sums must reach the accounts of
 * the viewer's own open contracts by index: a sequential scan here reads every escrow account on
 * the platform once per answer (it did, and a money call took 80 ms at 8,000 contracts).
 */
describe('getBalances', () => {
  const database = useTestDatabase();

  it('reads escrow through the indexes, never by scanning contracts or accounts', async () => {
    expect(
      await tablesScannedWhole(database().pool, BALANCES_STATEMENT.text, [randomUUID()]),
    ).toEqual([]);
  });
});
