import { useQuery } from '@tanstack/react-query';
import { fetchUnreadCount, messagesKeys } from './messagesKeys';
import { useMessageStream } from './useMessageStream';

/** The total of unread messages: read once, then kept current by the stream (or by polling). */
export function useUnreadMessages(userId: string) {
  const { pollInterval } = useMessageStream(userId);
  return useQuery({
    queryKey: messagesKeys.unread(userId),
    queryFn: fetchUnreadCount,
    refetchInterval: pollInterval,
    staleTime: pollInterval === false ? Infinity : 0,
    retry: false,
  });
}
