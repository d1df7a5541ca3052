import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { emailMessages } from '../../db/schema';
import type { MailTransport } from './mail-transport';

/**
 * Sends one outbox message. Runs as a job: an SMTP failure records the error and throws, so the
 * queue retries with back-off. Without SMTP the message is marked "captured" for the dev mailbox.
 * Only pending messages are sent, so a retried job never sends twice after a success.
 */
export async function deliverEmail(
  db: Database,
  transport: MailTransport | undefined,
  messageId: string,
) {
  const [message] = await db
    .select()
    .from(emailMessages)
    .where(and(eq(emailMessages.id, messageId), eq(emailMessages.status, 'pending')));
  if (!message) return;

  if (!transport) {
    await markDelivered(db, messageId, 'captured');
    return;
  }
  try {
    await transport({
      to: message.toAddress,
      subject: message.subject,
      text: message.textBody,
      html: message.htmlBody,
    });
  } catch (error) {
    await db
      .update(emailMessages)
      .set({
        attempts: sql`${emailMessages.attempts} + 1`,
        lastError: error instanceof Error ? error.message.slice(0, 500) : String(error),
      })
      .where(eq(emailMessages.id, messageId));
    throw error;
  }
  await markDelivered(db, messageId, 'sent');
}

async function markDelivered(db: Database, messageId: string, status: 'sent' | 'captured') {
  await db
    .update(emailMessages)
    .set({
      status,
      attempts: sql`${emailMessages.attempts} + 1`,
      deliveredAt: new Date(),
      lastError: null,
    })
    .where(eq(emailMessages.id, messageId));
}
