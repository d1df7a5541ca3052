import type { QueryClient } from '@tanstack/react-query';
import { streamEventSchemas, type Thread, type ThreadSummary } from '@titletrust/shared';
import { refreshNotifications } from '../notifications';
import { mergeMessage, withOtherRead, withThreadRead, type MessagePages } from './messageCache';
import { messagesKeys } from './messagesKeys';

export type StreamEventType = keyof typeof streamEventSchemas;
export const STREAM_EVENT_TYPES = Object.keys(streamEventSchemas) as StreamEventType[];

/**
 * Writes one event of the message stream into the query cache, so every page showing that data
 * updates without asking the server (a `notice` has the bell read its notifications again). An event that does not match the contract is dropped: the
 * next refetch tells the truth anyway.
 */
export function applyStreamEvent(
  queryClient: QueryClient,
  userId: string,
  type: StreamEventType,
  data: string,
) {
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return;
  }
  if (type === 'notice') {
    void refreshNotifications(queryClient, userId);
    return;
  }
  if (type === 'message') {
    const parsed = streamEventSchemas.message.safeParse(json);
    if (!parsed.success) return;
    const message = parsed.data;
    queryClient.setQueryData<MessagePages>(
      messagesKeys.messages(userId, message.threadId),
      (pages) => mergeMessage(pages, message),
    );
    // The list's order, last message and badges come from the server in one read.
    void queryClient.invalidateQueries({ queryKey: messagesKeys.threadLists(userId) });
    return;
  }
  if (type === 'read') {
    const parsed = streamEventSchemas.read.safeParse(json);
    if (!parsed.success) return;
    const { threadId, readerId, lastReadSeq } = parsed.data;
    if (readerId === userId) {
      // Read in another tab or device: that thread's badge goes here too.
      queryClient.setQueriesData<ThreadSummary[]>(
        { queryKey: messagesKeys.threadLists(userId) },
        (threads) => withThreadRead(threads, threadId),
      );
    } else {
      queryClient.setQueryData<Thread>(messagesKeys.thread(userId, threadId), (thread) =>
        withOtherRead(thread, lastReadSeq),
      );
    }
    return;
  }
  const parsed = streamEventSchemas.unread.safeParse(json);
  if (parsed.success) queryClient.setQueryData(messagesKeys.unread(userId), parsed.data.count);
}
