import { withAdminClient } from '../../test/support/test-postgres';

/**
 * WAL records the whole cluster has written so far (pg_stat_wal). Each heap or index write is one:
 * over a load with nothing else running, their count per unit of work says how many rows and index
 * entries it writes, the work a commit must make durable.
 */
export const walRecords = (url: string): Promise<number> =>
  withAdminClient(url, async (client) => {
    const { rows } = await client.query<{ records: string }>(
      'SELECT wal_records AS records FROM pg_stat_wal',
    );
    return Number(rows[0]!.records);
  });
