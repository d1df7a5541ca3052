import { bidResponseSchema, type MilestoneInput } from '@titletrust/shared';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest, errorMessageOf } from '../../../lib/api';
import { refreshMarketplace } from '../../../lib/marketplaceQueryKeys';
import { notify } from '../../../lib/notify';
import { useSingleMutation } from '../../../lib/useSingleMutation';

const proposalsPath = (bidId: string) => `/bids/${encodeURIComponent(bidId)}/milestone-proposals`;

/** Proposing another list of milestones for a pending bid; the dialog shows its refusals. */
export function useProposeMilestones(bidId: string, otherSide: string) {
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: (milestones: MilestoneInput[]) =>
      apiRequest(proposalsPath(bidId), bidResponseSchema, { json: { milestones } }),
    onSuccess: async () => {
      notify.success(
        `${otherSide} is told, and agrees or proposes another list.`,
        'Milestones proposed',
      );
      await refreshMarketplace(queryClient);
    },
  });
}

/** Agreeing to the other side's proposal: the bid carries that list from now on. */
export function useAgreeMilestones(bidId: string) {
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: () =>
      apiRequest(`${proposalsPath(bidId)}/agree`, bidResponseSchema, { method: 'POST' }),
    onSuccess: async () => {
      notify.success(
        'The bid is now paid in these milestones; if it is accepted, they are the contract’s.',
        'Milestones agreed',
      );
      await refreshMarketplace(queryClient);
    },
    onError: (error) => notify.error(errorMessageOf(error), 'The milestones were not agreed'),
  });
}
