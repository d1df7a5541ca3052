import { MESSAGE_LIMITS, type Message, type SessionUser } from '@titletrust/shared';
import { and, desc, eq, lt } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { messages } from '../../db/schema';
import type { FileLinks } from '../../platform/storage/signed-links';
import { accessThread } from './thread-access';
import { toMessages } from './to-message';

/** A page of a thread's messages, oldest first: the newest page, or the one before `before`. */
export async function listMessages(
  deps: { db: Database; fileLinks: FileLinks },
  viewer: SessionUser,
  threadId: string,
  before?: number,
): Promise<{ items: Message[]; hasMore: boolean }> {
  await accessThread(deps.db, viewer, threadId);
  const rows = await deps.db
    .select()
    .from(messages)
    .where(and(eq(messages.threadId, threadId), before ? lt(messages.seq, before) : undefined))
    .orderBy(desc(messages.seq))
    .limit(MESSAGE_LIMITS.pageSize + 1);
  const hasMore = rows.length > MESSAGE_LIMITS.pageSize;
  const page = rows.slice(0, MESSAGE_LIMITS.pageSize).reverse();
  return { items: await toMessages(deps, page), hasMore };
}
