import { formatUsdc } from '@titletrust/shared';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/support/test-database';

/**
 * Notices worded inside a movement (migration 0015) write amounts with the database's usdc_text;
 * everywhere else the server writes them with formatUsdc. People must see one format.
 */
describe('usdc_text', () => {
  const database = useTestDatabase();

  it('writes every amount exactly as formatUsdc does', async () => {
    const edges = [0n, 1n, -1n, 999_999n, 1_000_000n, 1_234_500_000n, -500_000n, 10n ** 18n];
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.bigInt({ min: -(2n ** 62n), max: 2n ** 62n }), { minLength: 1, maxLength: 50 }),
        async (amounts) => {
          const all = [...edges, ...amounts];
          const { rows } = await database().pool.query<{ text: string }>(
            'SELECT usdc_text(a) AS text FROM unnest($1::bigint[]) WITH ORDINALITY AS t(a, i) ORDER BY i',
            [all.map(String)],
          );
          expect(rows.map((row) => row.text)).toEqual(all.map(formatUsdc));
        },
      ),
      { numRuns: 40 },
    );
  });
});
