import { MESSAGE_MESSAGES, type Message, type SessionUser } from '@titletrust/shared';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { messages, messageThreads, storedFiles } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import type { FileLinks } from '../../platform/storage/signed-links';
import { notify } from '../notifications';
import { publishMessageEvent } from './message-events';
import { accessThread, type ThreadAccess } from './thread-access';
import { toMessages } from './to-message';

interface Send {
  id: string;
  body: string;
  attachmentIds: string[];
}

/** The first unread message of a stretch gets an in-app notice; the rest join it. */
async function noticeIfFirstUnread(
  tx: Tx,
  access: ThreadAccess,
  senderName: string,
  gigTitle: string,
) {
  const { thread, side } = access;
  const recipientId = side === 'client' ? thread.professionalId : thread.clientId;
  const readSeq = side === 'client' ? thread.professionalReadSeq : thread.clientReadSeq;
  const [unread] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(messages)
    .where(
      and(
        eq(messages.threadId, thread.id),
        eq(messages.senderId, access.side === 'client' ? thread.clientId : thread.professionalId),
        sql`${messages.seq} > ${readSeq}`,
      ),
    );
  if ((unread?.count ?? 0) > 1) return;
  const page = side === 'client' ? '/seller-messages' : '/buyer-messages';
  await notify(tx, [
    {
      userId: recipientId,
      type: 'new_message',
      title: `New message from ${senderName}`,
      body: `About “${gigTitle}”.`,
      href: `${page}?thread=${thread.id}`,
    },
  ]);
}

/**
 * A party sends a message (text, files, or both). The id comes from the sender's browser: a
 * retry of the same send finds its message and returns it, never a second one. In one
 * transaction: the thread is locked (so its messages take seqs in commit order), the message and
 * its files are written, the thread's activity moves, the recipient's notice is written for the
 * first unread message of a stretch, and the event is announced to every instance at commit.
 */
export async function sendMessage(
  deps: { db: Database; fileLinks: FileLinks },
  viewer: SessionUser,
  threadId: string,
  send: Send,
): Promise<{ message: Message; created: boolean }> {
  const result = await deps.db.transaction(async (tx) => {
    const access = await accessThread(tx, viewer, threadId);
    if (access.side === 'admin') throw new AppError('FORBIDDEN', MESSAGE_MESSAGES.adminReadOnly);
    await tx
      .select({ id: messageThreads.id })
      .from(messageThreads)
      .where(eq(messageThreads.id, threadId))
      .for('update');

    const [existing] = await tx.select().from(messages).where(eq(messages.id, send.id));
    if (existing) {
      if (
        existing.threadId !== threadId ||
        existing.senderId !== viewer.id ||
        existing.body !== send.body
      )
        throw new AppError('CONFLICT', MESSAGE_MESSAGES.idReused);
      return { row: existing, created: false };
    }

    const [row] = await tx
      .insert(messages)
      .values({ id: send.id, threadId, senderId: viewer.id, body: send.body })
      .returning();
    if (send.attachmentIds.length > 0) {
      const attached = await tx
        .update(storedFiles)
        .set({ messageId: row!.id })
        .where(
          and(
            inArray(storedFiles.id, send.attachmentIds),
            eq(storedFiles.ownerId, viewer.id),
            eq(storedFiles.purpose, 'message'),
            isNull(storedFiles.messageId),
          ),
        )
        .returning({ id: storedFiles.id });
      if (attached.length !== new Set(send.attachmentIds).size)
        throw new AppError('VALIDATION_FAILED', MESSAGE_MESSAGES.attachmentUnknown, [
          { path: 'attachmentIds', message: MESSAGE_MESSAGES.attachmentUnknown },
        ]);
    }
    await tx
      .update(messageThreads)
      .set({ lastActivityAt: row!.createdAt })
      .where(eq(messageThreads.id, threadId));
    const { rows } = await tx.execute<{ title: string }>(
      sql`SELECT title FROM gigs WHERE id = ${access.thread.gigId}`,
    );
    await noticeIfFirstUnread(tx, access, viewer.name, rows[0]?.title ?? 'your gig');
    await publishMessageEvent(tx, {
      kind: 'message',
      threadId,
      seq: row!.seq,
      senderId: viewer.id,
      recipients: [access.thread.clientId, access.thread.professionalId],
    });
    return { row: row!, created: true };
  });
  const [message] = await toMessages(deps, [result.row]);
  return { message: message!, created: result.created };
}
