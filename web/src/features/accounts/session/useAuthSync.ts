import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { onAuthChangeElsewhere } from './authChannel';
import { SESSION_QUERY_KEY } from './useSession';

/** Refetches the session when another tab signs in or out; guards react to the new answer. */
export function useAuthSync() {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      onAuthChangeElsewhere(() => {
        void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      }),
    [queryClient],
  );
}
