import type { Database } from '../../db/client';
import { QUEUES, type JobQueue } from '../../platform/jobs';
import { releaseDueContracts } from './release-due-contracts';

/**
 * The every-minute safety net that releases deliveries whose release time came, on pg-boss in
 * our database (so it survives restarts and runs once across instances).
 */
export async function startContractsJobs(deps: { db: Database; jobs: JobQueue }) {
  const { db, jobs } = deps;
  await jobs.schedule(QUEUES.releaseDueContracts.name, '* * * * *');
  await jobs.work(QUEUES.releaseDueContracts.name, async () => {
    await releaseDueContracts(db);
  });
}
