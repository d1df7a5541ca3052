import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { JobQueue } from '../../platform/jobs';
import { notificationEmail } from '../../platform/mail/email-templates';
import { enqueueDelivery, storeEmail } from '../../platform/mail/queue-email';
import { isPlaceholderAddress } from '../../platform/mail/placeholder-address';

/**
 * The e-mail outbox of notifications: those written with `email: true` (in the transaction of
 * the change they announce) are turned into e-mails here, after commit, by a job every minute.
 * Rows are claimed with SKIP LOCKED, so two instances never mail the same notice; should the
 * process die between commit and enqueue, the message waits in the outbox (never sent twice).
 */
export async function emailPendingNotifications(
  db: Database,
  jobs: JobQueue,
  publicUrl: string,
): Promise<number> {
  const messageIds = await db.transaction(async (tx) => {
    const { rows } = await tx.execute<{
      id: string;
      title: string;
      body: string;
      href: string | null;
      email: string;
      name: string;
    }>(sql`
      SELECT n.id, n.title, n.body, n.href, u.email, u.name
      FROM notifications n JOIN users u ON u.id = n.user_id
      WHERE n.email_wanted AND n.emailed_at IS NULL
      ORDER BY n.created_at
      LIMIT 100
      FOR UPDATE OF n SKIP LOCKED`);
    const stored: string[] = [];
    for (const row of rows) {
      if (isPlaceholderAddress(row.email)) continue;
      stored.push(
        await storeEmail(
          tx,
          notificationEmail(row.email, row.name, {
            title: row.title,
            body: row.body,
            url: row.href ? `${publicUrl}${row.href}` : null,
          }),
        ),
      );
    }
    if (rows.length > 0)
      await tx.execute(sql`UPDATE notifications SET emailed_at = now()
        WHERE id IN (${sql.join(
          rows.map((row) => sql`${row.id}::uuid`),
          sql`, `,
        )})`);
    return stored;
  });
  // After commit, so the delivery job always finds its message.
  for (const id of messageIds) await enqueueDelivery(jobs, id);
  return messageIds.length;
}
