import { MESSAGE_LIMITS } from '@titletrust/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { JobQueue } from '../../platform/jobs';
import { notificationEmail } from '../../platform/mail/email-templates';
import { enqueueDelivery, storeEmail } from '../../platform/mail/queue-email';
import { isPlaceholderAddress } from '../../platform/mail/placeholder-address';

/**
 * One e-mail per thread and reader when a message has stayed unread for 15 minutes, never one
 * per message: each side's `emailed_seq` moves to the newest message the e-mail covered, so the
 * next e-mail waits for a newer message that also stays unread. Run every minute by a job;
 * threads are claimed with SKIP LOCKED, so two instances never send the same e-mail.
 */
export async function emailUnreadMessages(
  db: Database,
  jobs: JobQueue,
  publicUrl: string,
): Promise<number> {
  const stored = await db.transaction(async (tx) => {
    const { rows } = await tx.execute<{
      thread_id: string;
      side: 'client' | 'professional';
      email: string;
      name: string;
      gig_title: string;
      newest_seq: number;
      unread: number;
    }>(sql`
      WITH due AS (
        SELECT t.id, side.side, side.reader_id, side.read_seq, side.emailed_seq
        FROM message_threads t
        CROSS JOIN LATERAL (VALUES
          ('client', t.client_id, t.client_read_seq, t.client_emailed_seq),
          ('professional', t.professional_id, t.professional_read_seq, t.professional_emailed_seq)
        ) AS side(side, reader_id, read_seq, emailed_seq)
        -- A stretch unread for a week was e-mailed long ago; older threads need no look.
        WHERE t.last_activity_at > now() - interval '7 days'
        FOR UPDATE OF t SKIP LOCKED
      )
      SELECT due.id AS thread_id, due.side, u.email, u.name, g.title AS gig_title,
        max(m.seq)::bigint AS newest_seq, count(*)::int AS unread
      FROM due
      JOIN messages m ON m.thread_id = due.id AND m.sender_id <> due.reader_id
        AND m.seq > greatest(due.read_seq, due.emailed_seq)
      JOIN users u ON u.id = due.reader_id
      JOIN message_threads t ON t.id = due.id
      JOIN gigs g ON g.id = t.gig_id
      GROUP BY due.id, due.side, u.email, u.name, g.title
      HAVING min(m.created_at) < now() - make_interval(mins => ${MESSAGE_LIMITS.emailAfterMinutes})
      LIMIT 100`);
    const ids: string[] = [];
    for (const row of rows) {
      const page = row.side === 'client' ? '/buyer-messages' : '/seller-messages';
      const column =
        row.side === 'client' ? sql`client_emailed_seq` : sql`professional_emailed_seq`;
      await tx.execute(
        sql`UPDATE message_threads SET ${column} = ${row.newest_seq} WHERE id = ${row.thread_id}`,
      );
      if (isPlaceholderAddress(row.email)) continue;
      ids.push(
        await storeEmail(
          tx,
          notificationEmail(row.email, row.name, {
            title: `${row.unread} unread message${row.unread === 1 ? '' : 's'} about “${row.gig_title}”`,
            body: 'Open the conversation on TitleTrust to read and answer.',
            url: `${publicUrl}${page}?thread=${row.thread_id}`,
          }),
        ),
      );
    }
    return ids;
  });
  for (const id of stored) await enqueueDelivery(jobs, id);
  return stored.length;
}
