import { gigDetailSchema } from '@titletrust/shared';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../lib/api';
import { marketplaceKeys } from '../../lib/marketplaceQueryKeys';

const gigResponseSchema = z.object({ gig: gigDetailSchema });

export function useGig(id: string) {
  return useQuery({
    queryKey: marketplaceKeys.gig(id),
    queryFn: async () =>
      (await apiRequest(`/gigs/${encodeURIComponent(id)}`, gigResponseSchema)).gig,
  });
}
