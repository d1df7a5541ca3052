import type { Database } from '../../db/client';
import { QUEUES, type JobQueue } from '../../platform/jobs';
import { expireGigs } from './expire-gigs';

/** Every minute, open gigs past their bid deadline expire (pg-boss, once across instances). */
export async function startGigsJobs(deps: { db: Database; jobs: JobQueue }) {
  const { db, jobs } = deps;
  await jobs.schedule(QUEUES.expireGigs.name, '* * * * *');
  await jobs.work(QUEUES.expireGigs.name, async () => {
    await expireGigs(db);
  });
}
