import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiRequest } from './api';
import { moneyKeys } from './moneyQueryKeys';

/**
 * The viewer's balances on TitleTrust, one row per currency (naira always, first; another only
 * when non-zero), each available, in escrow and withdrawals pending: the answer to "how much money
 * do I have" that the header and every money page show, never summed across currencies
 * (`balances.ts` reads them). Money answers write it directly (answerCache), so it follows every
 * movement without a read of its own.
 */
export const balancesQuery = queryOptions({
  queryKey: moneyKeys.balances,
  // The header asks for it on every page: its contract comes with the answer, not the first page.
  queryFn: () =>
    apiRequest('/money/balances', () =>
      import('@titletrust/shared/contracts/balances').then((module) => module.balancesSchema),
    ),
});

export function useBalances(options: { enabled?: boolean } = {}) {
  return useQuery({ ...balancesQuery, enabled: options.enabled ?? true });
}

/**
 * Money queries are the viewer's, but their keys do not name the viewer; and the header keeps
 * the balance on screen across a sign-out. So when the signed-in person changes (a sign-out, a
 * sign-in, or either in another tab), what was read for the last one is forgotten: dropped on a
 * sign-out (there is nobody to read it for), read again for the next person. `viewerId` is
 * undefined while the session is being read, null when nobody is signed in.
 */
export function useMoneyFollowsViewer(viewerId: string | null | undefined) {
  const queryClient = useQueryClient();
  const last = useRef(viewerId);
  useEffect(() => {
    if (viewerId === undefined) return;
    const previous = last.current;
    last.current = viewerId;
    if (previous === undefined || previous === viewerId) return;
    if (viewerId === null) queryClient.removeQueries({ queryKey: moneyKeys.all });
    else void queryClient.resetQueries({ queryKey: moneyKeys.all });
  }, [viewerId, queryClient]);
}
