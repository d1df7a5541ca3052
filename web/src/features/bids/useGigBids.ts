import { bidsResponseSchema } from '@titletrust/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { marketplaceKeys } from '../../lib/marketplaceQueryKeys';

/** Every bid on a gig, for its owner to compare. */
export function useGigBids(gigId: string, enabled: boolean) {
  return useQuery({
    queryKey: marketplaceKeys.gigBids(gigId),
    queryFn: async () =>
      (await apiRequest(`/gigs/${encodeURIComponent(gigId)}/bids`, bidsResponseSchema)).bids,
    enabled,
  });
}
