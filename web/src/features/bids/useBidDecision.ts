import {
  acceptBidResponseSchema,
  bidResponseSchema,
  type ContractSummary,
} from '@titletrust/shared';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest, errorMessageOf } from '../../lib/api';
import { notify } from '../../lib/notify';
import { formatMinor } from '../../lib/moneyText';
import { refreshMarketplace } from '../../lib/marketplaceQueryKeys';
import { useSingleMutation } from '../../lib/useSingleMutation';

type Decision = 'accept' | 'reject' | 'withdraw';

const FAILURE_TITLE: Record<Decision, string> = {
  accept: 'The bid was not accepted',
  reject: 'The bid was not declined',
  withdraw: 'Your bid was not withdrawn',
};

/**
 * Accept or reject (the gig's owner) and withdraw (the bidder): each moves one bid along its
 * lifecycle, and every marketplace view refreshes after it.
 */
export function useBidDecision(
  decision: Decision,
  onAccepted?: (contract: ContractSummary) => void,
) {
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: async (bidId: string) => {
      const path = `/bids/${encodeURIComponent(bidId)}/${decision}`;
      if (decision === 'accept') {
        return (await apiRequest(path, acceptBidResponseSchema, { method: 'POST' })).contract;
      }
      await apiRequest(path, bidResponseSchema, { method: 'POST' });
      return undefined;
    },
    onSuccess: async (contract) => {
      if (contract) {
        notify.success(
          `You hired ${contract.seller.name} for ${formatMinor(contract.amountMinor)}. Fund the escrow to start the work.`,
          'Bid accepted',
        );
        onAccepted?.(contract);
      } else if (decision === 'reject') {
        notify.success('The professional is told their bid was declined.', 'Bid declined');
      } else {
        notify.success(
          'Your bid is withdrawn. You can bid again while the gig is open.',
          'Bid withdrawn',
        );
      }
      await refreshMarketplace(queryClient);
    },
    onError: (error) => notify.error(errorMessageOf(error), FAILURE_TITLE[decision]),
  });
}
