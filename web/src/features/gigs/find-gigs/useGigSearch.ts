import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { marketplaceKeys } from '../../../lib/marketplaceQueryKeys';

// The answer's contract comes with the first request, so zod is not part of the page's own load.
const loadGigPageSchema = () =>
  import('@titletrust/shared/contracts/gigs').then((module) => module.gigPageSchema);

/** Open gigs matching the query, a page at a time; each page continues from the last's cursor. */
export function useGigSearch(query: Record<string, string>) {
  return useInfiniteQuery({
    queryKey: marketplaceKeys.gigSearch(query),
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams(query);
      if (pageParam) params.set('cursor', pageParam);
      return apiRequest(`/gigs?${params.toString()}`, loadGigPageSchema);
    },
    initialPageParam: '',
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    // The previous results stay on screen while a changed filter loads.
    placeholderData: keepPreviousData,
  });
}
