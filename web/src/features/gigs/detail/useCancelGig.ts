import { gigDetailSchema } from '@titletrust/shared';
import { useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest, errorMessageOf } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { refreshMarketplace } from '../../../lib/marketplaceQueryKeys';
import { useSingleMutation } from '../../../lib/useSingleMutation';

const cancelledGigSchema = z.object({ gig: gigDetailSchema });

export function useCancelGig(gigId: string) {
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: () =>
      apiRequest(`/gigs/${encodeURIComponent(gigId)}/cancel`, cancelledGigSchema, {
        method: 'POST',
      }),
    onSuccess: async () => {
      notify.success(
        'The gig no longer takes bids; the professionals who bid are told.',
        'Gig cancelled',
      );
      await refreshMarketplace(queryClient);
    },
    onError: (error) => notify.error(errorMessageOf(error), 'The gig was not cancelled'),
  });
}
