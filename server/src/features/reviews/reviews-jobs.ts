import type { Database } from '../../db/client';
import { QUEUES, type JobQueue } from '../../platform/jobs';
import { runReviewWindows } from './run-review-windows';

/** Every minute, review windows open, remind and close, publishing what is due (pg-boss). */
export async function startReviewsJobs(deps: { db: Database; jobs: JobQueue }) {
  const { db, jobs } = deps;
  await jobs.schedule(QUEUES.reviewWindows.name, '* * * * *');
  await jobs.work(QUEUES.reviewWindows.name, async () => {
    await runReviewWindows(db);
  });
}
