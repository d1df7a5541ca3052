import { movementsPageSchema } from '@titletrust/shared';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { moneyKeys } from '../../../lib/moneyQueryKeys';

/** The viewer's movements matching the filters, newest first, a keyset page at a time. */
export function useMovements(query: Record<string, string>) {
  return useInfiniteQuery({
    queryKey: moneyKeys.movements(query),
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams(query);
      if (pageParam) params.set('cursor', pageParam);
      return apiRequest(`/money/movements?${params.toString()}`, movementsPageSchema);
    },
    initialPageParam: '',
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    // The previous rows stay on screen while a changed filter loads.
    placeholderData: keepPreviousData,
  });
}
