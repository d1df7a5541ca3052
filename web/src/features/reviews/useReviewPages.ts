import type { ReviewPage } from '@titletrust/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { fetchReviewPage, reviewKeys } from './reviewsApi';

/**
 * Published reviews a page at a time, newest first: a profile's (`profileId`) or, with `null`,
 * those about the signed-in person. "Show more reviews" asks for the next page. A profile
 * arrives with its first page (`firstPage`), so that one is not asked for again at once.
 */
export function useReviewPages(profileId: string | null, firstPage?: ReviewPage) {
  return useInfiniteQuery({
    queryKey: profileId === null ? reviewKeys.aboutMe : reviewKeys.profile(profileId),
    queryFn: ({ pageParam }) => fetchReviewPage(profileId, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.hasMore ? last.page + 1 : undefined),
    initialData: firstPage && { pages: [firstPage], pageParams: [1] },
    staleTime: firstPage ? 60_000 : 0,
  });
}
