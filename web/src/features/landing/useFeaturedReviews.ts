import { REVIEWS_RETRY_INTERVAL_MS, REVIEWS_RETRY_WINDOW_MS } from '@titletrust/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';

/** The widget retries every 100 ms for up to 10 s before it gives up (spec §9). */
const MAX_RETRIES = REVIEWS_RETRY_WINDOW_MS / REVIEWS_RETRY_INTERVAL_MS;

// Imported with the request, not with the page: the landing page draws without zod.
const loadReviewsSchema = () =>
  import('@titletrust/shared/contracts/reviews').then(
    (module) => module.featuredReviewsResponseSchema,
  );

export function useFeaturedReviews() {
  return useQuery({
    queryKey: ['reviews', 'featured'],
    queryFn: async () => (await apiRequest('/reviews/featured', loadReviewsSchema)).reviews,
    retry: MAX_RETRIES,
    retryDelay: REVIEWS_RETRY_INTERVAL_MS,
  });
}
