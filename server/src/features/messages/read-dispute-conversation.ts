import type { Message, SessionUser } from '@titletrust/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { messages, messageThreads } from '../../db/schema';
import type { FileLinks } from '../../platform/storage/signed-links';
import { accessThread } from './thread-access';
import { toMessages } from './to-message';

/** More than any dispute's thread holds in practice; the newest are kept if one ever does. */
const CONVERSATION_MAX = 500;

/**
 * What the two parties of a disputed contract wrote each other (the thread of its gig and
 * professional), oldest first with their files, for the administrator deciding it. Read under
 * the thread's own rule (an administrator only while the contract is disputed), and recorded as
 * an administrator's reading, as opening the thread would be: both parties see it.
 */
export async function readDisputeConversation(
  deps: { db: Database; fileLinks: FileLinks },
  viewer: SessionUser,
  contract: { gigId: string; sellerId: string },
): Promise<Message[]> {
  const [thread] = await deps.db
    .select({ id: messageThreads.id })
    .from(messageThreads)
    .where(
      and(
        eq(messageThreads.gigId, contract.gigId),
        eq(messageThreads.professionalId, contract.sellerId),
      ),
    );
  if (!thread) return [];
  const access = await accessThread(deps.db, viewer, thread.id);
  if (access.side === 'admin')
    await deps.db
      .update(messageThreads)
      .set({ adminReadAt: new Date() })
      .where(eq(messageThreads.id, thread.id));
  const rows = await deps.db
    .select()
    .from(messages)
    .where(eq(messages.threadId, thread.id))
    .orderBy(desc(messages.seq))
    .limit(CONVERSATION_MAX);
  return toMessages(deps, rows.reverse());
}
