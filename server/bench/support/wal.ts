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

/**
 * A checkpoint now, before a timed run. The cluster checkpoints every 5 minutes (or per 1 GB of
 * WAL), about once per `bench:ledger` run, so without this one lands inside whichever run its
 * timer happens to reach and slows that run alone. Each timed run now starts with the timer
 * reset, as the others do, and writes far less than 1 GB.
 */
export const checkpoint = (url: string): Promise<void> =>
  withAdminClient(url, async (client) => {
    await client.query('CHECKPOINT');
  });
