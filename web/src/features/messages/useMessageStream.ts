import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import { holdMessageStream, POLL_MS, streamStatusStore } from './messageStream';

/** Keeps the message stream open while mounted; the interval queries poll at when it is down. */
export function useMessageStream(userId: string) {
  const queryClient = useQueryClient();
  useEffect(() => holdMessageStream(userId, queryClient), [userId, queryClient]);
  const status = useSyncExternalStore(streamStatusStore.subscribe, streamStatusStore.get);
  return { status, pollInterval: status === 'live' ? false : POLL_MS } as const;
}
