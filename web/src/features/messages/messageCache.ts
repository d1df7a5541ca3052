import type { InfiniteData } from '@tanstack/react-query';
import type { Message, Thread, ThreadSummary } from '@titletrust/shared';
import type { MessagePage } from './messagesApi';

/** A thread's loaded pages: the newest first, each older one appended as the reader scrolls up. */
export type MessagePages = InfiniteData<MessagePage>;

/** Every loaded message once, oldest first. */
export function messagesOf(data: MessagePages | undefined): Message[] {
  if (!data) return [];
  const byId = new Map<string, Message>();
  for (const page of data.pages) for (const message of page.items) byId.set(message.id, message);
  return [...byId.values()].sort((a, b) => a.seq - b.seq);
}

/**
 * Adds a message that arrived live (or came back from a send) to the newest page, unless a page
 * already holds it: the stream, the send's answer and a refetch may each bring the same one.
 */
export function mergeMessage(
  data: MessagePages | undefined,
  message: Message,
): MessagePages | undefined {
  const [newest, ...older] = data?.pages ?? [];
  if (!data || !newest) return data;
  if (data.pages.some((page) => page.items.some((item) => item.id === message.id))) return data;
  const items = [...newest.items, message].sort((a, b) => a.seq - b.seq);
  return { ...data, pages: [{ ...newest, items }, ...older] };
}

/** The other party read up to `seq`: receipts only move forward, whatever order they arrive in. */
export function withOtherRead(thread: Thread | undefined, seq: number): Thread | undefined {
  if (!thread || seq <= thread.otherLastReadSeq) return thread;
  return { ...thread, otherLastReadSeq: seq };
}

/** The viewer read a thread: its badge in the list goes at once, before the list is read again. */
export function withThreadRead(
  threads: ThreadSummary[] | undefined,
  threadId: string,
): ThreadSummary[] | undefined {
  if (!threads?.some((thread) => thread.id === threadId && thread.unreadCount > 0)) return threads;
  return threads.map((thread) => (thread.id === threadId ? { ...thread, unreadCount: 0 } : thread));
}
