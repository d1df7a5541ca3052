import type { Database } from '../../db/client';
import { QUEUES, type JobQueue } from '../jobs';
import { deliverEmail } from './deliver-email';
import type { MailTransport } from './mail-transport';
import type { DeliverEmailJob } from './queue-email';

/**
 * Each message of the outbox is handed to SMTP by its own job, retried with back-off; without
 * SMTP (no transport) it is captured for the dev mailbox.
 */
export async function startMailJobs(deps: {
  db: Database;
  jobs: JobQueue;
  transport: MailTransport | undefined;
}) {
  const { db, jobs, transport } = deps;
  await jobs.work<DeliverEmailJob>(
    QUEUES.deliverEmail.name,
    { pollingIntervalSeconds: 1 },
    async ([job]) => {
      if (job) await deliverEmail(db, transport, job.data.messageId);
    },
  );
}
