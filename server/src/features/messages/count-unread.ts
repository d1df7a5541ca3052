import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** Messages from the other side past the viewer's read position, over all their threads. */
export async function countUnread(db: Database, userId: string): Promise<number> {
  const { rows } = await db.execute<{ count: number }>(sql`
    SELECT count(*)::int AS count
    FROM message_threads t
    JOIN messages m ON m.thread_id = t.id
    WHERE (t.client_id = ${userId} OR t.professional_id = ${userId})
      AND m.sender_id <> ${userId}
      AND m.seq > CASE WHEN t.client_id = ${userId} THEN t.client_read_seq
                       ELSE t.professional_read_seq END`);
  return rows[0]?.count ?? 0;
}
