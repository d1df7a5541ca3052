import type { SessionUser } from '@titletrust/shared';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { messageThreads } from '../../db/schema';
import { publishMessageEvent } from './message-events';
import { accessThread } from './thread-access';

/**
 * A party has read the thread up to `seq`: their position only moves forward (a late request
 * from an older tab never unreads anything), and the other party's open pages hear of it, which
 * is what puts "Seen" under their message. An admin reading a dispute moves nobody's position.
 */
export async function markRead(
  db: Database,
  viewer: SessionUser,
  threadId: string,
  seq: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    const { thread, side } = await accessThread(tx, viewer, threadId);
    if (side === 'admin') return;
    const column =
      side === 'client' ? messageThreads.clientReadSeq : messageThreads.professionalReadSeq;
    const { rows } = await tx.execute<{ max: number | null }>(
      sql`SELECT max(seq)::bigint AS max FROM messages WHERE thread_id = ${threadId} AND seq <= ${seq}`,
    );
    const upTo = Number(rows[0]?.max ?? 0);
    const moved = await tx
      .update(messageThreads)
      .set(side === 'client' ? { clientReadSeq: upTo } : { professionalReadSeq: upTo })
      .where(and(eq(messageThreads.id, threadId), lt(column, upTo)))
      .returning({ id: messageThreads.id });
    if (moved.length === 0) return;
    await publishMessageEvent(tx, {
      kind: 'read',
      threadId,
      readerId: viewer.id,
      lastReadSeq: upTo,
      recipients: [thread.clientId, thread.professionalId],
    });
  });
}
