import { myBidsResponseSchema } from '@titletrust/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { marketplaceKeys } from '../../lib/marketplaceQueryKeys';

/** The signed-in professional's bids in every state, each with its gig. */
export function useMyBids() {
  return useQuery({
    queryKey: marketplaceKeys.myBids,
    queryFn: async () => (await apiRequest('/bids/mine', myBidsResponseSchema)).bids,
  });
}
