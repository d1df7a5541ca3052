import { myGigsResponseSchema } from '@titletrust/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { marketplaceKeys } from '../../../lib/marketplaceQueryKeys';

/** The client's own gigs in every state, with their bid counts. */
export function useMyGigs() {
  return useQuery({
    queryKey: marketplaceKeys.myGigs,
    queryFn: async () => (await apiRequest('/gigs/mine', myGigsResponseSchema)).gigs,
  });
}
