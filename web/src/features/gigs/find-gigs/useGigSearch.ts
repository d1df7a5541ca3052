import type { GigPage } from '@titletrust/shared';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { marketplaceKeys } from '../../../lib/marketplaceQueryKeys';
import { takePageAnswer } from '../../../lib/pageData';
import { searchPathOf } from './gigSearchFilters';

// The answer's contract comes with the first request, so zod is not part of the page's own load.
const loadGigPageSchema = () =>
  import('@titletrust/shared/contracts/gigs').then((module) => module.gigPageSchema);

/**
 * Open gigs matching the query, a page at a time; each page continues from the last's cursor.
 * Find-gigs opened without filters brings its first page (FIND_GIGS_FIRST_REQUEST).
 */
export function useGigSearch(query: Record<string, string>) {
  return useInfiniteQuery({
    queryKey: marketplaceKeys.gigSearch(query),
    queryFn: ({ pageParam }) => apiRequest(searchPathOf(query, pageParam), loadGigPageSchema),
    initialPageParam: '',
    initialData: () => {
      const first = takePageAnswer<GigPage>(`/api${searchPathOf(query)}`);
      return first && { pages: [first], pageParams: [''] };
    },
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    // The previous results stay on screen while a changed filter loads.
    placeholderData: keepPreviousData,
  });
}
