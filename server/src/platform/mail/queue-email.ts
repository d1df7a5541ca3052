import type { Database, Tx } from '../../db/client';
import { emailMessages } from '../../db/schema';
import { QUEUES, type JobQueue } from '../jobs';
import type { OutgoingEmail } from './mail-transport';

export interface DeliverEmailJob {
  messageId: string;
}

/** Writes the e-mail to the outbox (in the caller's transaction, if it is one). */
export async function storeEmail(db: Database | Tx, email: OutgoingEmail): Promise<string> {
  const [message] = await db
    .insert(emailMessages)
    .values({
      toAddress: email.to,
      subject: email.subject,
      textBody: email.text,
      htmlBody: email.html,
    })
    .returning({ id: emailMessages.id });
  return message!.id;
}

/** Enqueues the delivery of an e-mail already in the outbox. */
export async function enqueueDelivery(jobs: JobQueue, messageId: string): Promise<void> {
  const job: DeliverEmailJob = { messageId };
  await jobs.send(QUEUES.deliverEmail.name, job, QUEUES.deliverEmail.options);
}

/**
 * Writes the e-mail to the outbox and enqueues its delivery. The caller's request does not wait
 * for SMTP: a slow or failing mail server is retried by the job, not felt by the user.
 */
export async function queueEmail(
  db: Database,
  jobs: JobQueue,
  email: OutgoingEmail,
): Promise<string> {
  const messageId = await storeEmail(db, email);
  await enqueueDelivery(jobs, messageId);
  return messageId;
}
