import { useQueryClient } from '@tanstack/react-query';
import type { ThreadSummary } from '@titletrust/shared';
import { useEffect, useRef } from 'react';
import { withThreadRead } from './messageCache';
import { markThreadRead } from './messagesApi';
import { messagesKeys } from './messagesKeys';

/**
 * While the thread is on screen and the tab visible, tells the server it is read up to the
 * highest message shown; a hidden tab waits until it is looked at again.
 */
export function useMarkRead(
  userId: string,
  threadId: string,
  highestSeq: number,
  enabled: boolean,
) {
  const queryClient = useQueryClient();
  const marked = useRef(0);

  useEffect(() => {
    if (!enabled) return;
    const markIfVisible = () => {
      if (document.visibilityState !== 'visible' || highestSeq <= marked.current) return;
      marked.current = highestSeq;
      markThreadRead(threadId, highestSeq).then(
        () => {
          queryClient.setQueriesData<ThreadSummary[]>(
            { queryKey: messagesKeys.threadLists(userId) },
            (threads) => withThreadRead(threads, threadId),
          );
          void queryClient.invalidateQueries({ queryKey: messagesKeys.unread(userId) });
        },
        () => {
          // Tried again with the next message or the next look at the tab.
          marked.current = 0;
        },
      );
    };
    markIfVisible();
    document.addEventListener('visibilitychange', markIfVisible);
    return () => document.removeEventListener('visibilitychange', markIfVisible);
  }, [enabled, highestSeq, queryClient, threadId, userId]);
}
