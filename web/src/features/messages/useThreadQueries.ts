import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { fetchMessagePage, fetchThread, fetchThreads } from './messagesApi';
import { messagesKeys } from './messagesKeys';
import { useMessageStream } from './useMessageStream';

/** The viewer's conversations, most recent activity first; polled only while the stream is down. */
export function useThreads(userId: string, q: string) {
  const { pollInterval } = useMessageStream(userId);
  return useQuery({
    queryKey: messagesKeys.threadList(userId, q),
    queryFn: () => fetchThreads(q),
    placeholderData: keepPreviousData,
    refetchInterval: pollInterval,
  });
}

export function useThread(userId: string, threadId: string) {
  const { pollInterval } = useMessageStream(userId);
  return useQuery({
    queryKey: messagesKeys.thread(userId, threadId),
    queryFn: () => fetchThread(threadId),
    refetchInterval: pollInterval,
  });
}

/** The newest page first; each next page is the one before the oldest message loaded. */
export function useThreadMessages(userId: string, threadId: string) {
  const { pollInterval } = useMessageStream(userId);
  return useInfiniteQuery({
    queryKey: messagesKeys.messages(userId, threadId),
    queryFn: ({ pageParam }) => fetchMessagePage(threadId, pageParam),
    initialPageParam: undefined as number | undefined,
    getNextPageParam: (page) => (page.hasMore ? page.items[0]?.seq : undefined),
    refetchInterval: pollInterval,
    // Live events keep the pages current; a revisit need not read them all again.
    staleTime: pollInterval === false ? Infinity : 0,
  });
}
