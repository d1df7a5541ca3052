import type { Database } from '../db/client';
import { purgeExpiredIdempotencyKeys } from './idempotency';
import { QUEUES, type JobQueue } from './jobs';
import { purgeExpiredRateLimits } from './rate-limit';

/** Hourly clean-up of the platform's own tables: rate-limit windows and old idempotency keys. */
export async function startPurgeJobs(deps: { db: Database; jobs: JobQueue }) {
  const { db, jobs } = deps;
  await jobs.schedule(QUEUES.purgeRateLimits.name, '17 * * * *');
  await jobs.work(QUEUES.purgeRateLimits.name, async () => purgeExpiredRateLimits(db));
  await jobs.schedule(QUEUES.purgeIdempotencyKeys.name, '23 * * * *');
  await jobs.work(QUEUES.purgeIdempotencyKeys.name, async () => {
    await purgeExpiredIdempotencyKeys(db);
  });
}
