import type { Env } from '../../config/env';
import type { Database } from '../../db/client';
import { QUEUES, type JobQueue } from '../../platform/jobs';
import { emailPendingNotifications } from './email-notifications';

/** Every minute, the notifications not yet sent by e-mail go out (pg-boss, once across instances). */
export async function startNotificationsJobs(deps: {
  env: Pick<Env, 'PUBLIC_URL'>;
  db: Database;
  jobs: JobQueue;
}) {
  const { env, db, jobs } = deps;
  await jobs.schedule(QUEUES.emailNotifications.name, '* * * * *');
  await jobs.work(QUEUES.emailNotifications.name, async () => {
    await emailPendingNotifications(db, jobs, env.PUBLIC_URL);
  });
}
