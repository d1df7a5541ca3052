import type { Env } from '../../config/env';
import type { Database } from '../../db/client';
import { QUEUES, type JobQueue } from '../../platform/jobs';
import { emailUnreadMessages } from './email-unread-messages';

/** Every minute, a thread left unread for 15 minutes gets its one e-mail (pg-boss). */
export async function startMessagesJobs(deps: {
  env: Pick<Env, 'PUBLIC_URL'>;
  db: Database;
  jobs: JobQueue;
}) {
  const { env, db, jobs } = deps;
  await jobs.schedule(QUEUES.emailUnreadMessages.name, '* * * * *');
  await jobs.work(QUEUES.emailUnreadMessages.name, async () => {
    await emailUnreadMessages(db, jobs, env.PUBLIC_URL);
  });
}
