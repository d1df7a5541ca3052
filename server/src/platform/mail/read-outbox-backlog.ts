import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/** E-mails written to the outbox and not sent yet: how many, and how long the oldest has waited. */
export async function readOutboxBacklog(
  db: Database,
): Promise<{ waiting: number; oldestSeconds: number }> {
  // The outbox keeps every e-mail ever sent; its partial index holds only the pending ones.
  const { rows } = await db.execute<{ waiting: number; oldest: number | null }>(sql`
    SELECT count(*)::int AS waiting, extract(epoch FROM now() - min(created_at))::float8 AS oldest
    FROM email_messages WHERE status = 'pending'`);
  return { waiting: rows[0]?.waiting ?? 0, oldestSeconds: Math.max(0, rows[0]?.oldest ?? 0) };
}
