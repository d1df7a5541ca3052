import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../../../test/support/test-database';

/**
 * A movement's statements look rows up by key, so each is planned once per connection, not five
 * times before PostgreSQL settles on the same plan (migration 0013, decision 017).
 */
describe('money_move', () => {
  const database = useTestDatabase();

  it('runs the statements of a movement on generic plans, and only while it runs', async () => {
    const { rows } = await database().db.execute<{ config: string[] | null; session: string }>(
      sql`SELECT proconfig AS config, current_setting('plan_cache_mode') AS session
          FROM pg_proc WHERE proname = 'money_move'`,
    );
    expect(rows).toEqual([{ config: ['plan_cache_mode=force_generic_plan'], session: 'auto' }]);
  });
});
