import { contractMoveResponseSchema } from '@titletrust/shared';
import { useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest, errorMessageOf } from '../../../lib/api';
import { fieldErrorsFromApi, type FieldErrors } from '../../../lib/fieldErrors';
import { notify } from '../../../lib/notify';
import { useMoneyMutation } from '../../../lib/useMoneyMutation';
import { applyContractMove, isStateChanged } from '../../contracts';
import { DISPUTES_QUERY_KEY } from './useOpenDisputes';
import type { DecisionRequest } from './disputeDecision';

const OUTCOME_DONE: Record<DecisionRequest['outcome'], string> = {
  release: 'The escrow was released to the professional, less the fee.',
  refund: 'The escrow was refunded to the client.',
  split: 'The escrow was split between the client and the professional.',
};

interface Options {
  contractId: string;
  onFieldErrors: (errors: FieldErrors) => void;
  onDone: () => void;
}

/** Decides a dispute: the held escrow moves once, however often the request is retried. */
export function useResolveDispute({ contractId, onFieldErrors, onDone }: Options) {
  const queryClient = useQueryClient();
  return useMoneyMutation({
    mutationFn: (decision: DecisionRequest, headers) =>
      apiRequest(
        `/admin/contracts/${encodeURIComponent(contractId)}/resolve`,
        contractMoveResponseSchema,
        { json: decision, headers },
      ),
    onSuccess: async (moved, decision) => {
      notify.success(
        `${OUTCOME_DONE[decision.outcome]} Both parties are told.`,
        `Dispute on “${moved.contract.gigTitle}” resolved`,
      );
      onDone();
      // The decided dispute leaves the queue; the rest of the admin pages do not change.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: DISPUTES_QUERY_KEY }),
        applyContractMove(queryClient, moved),
      ]);
    },
    onError: async (error) => {
      if (isStateChanged(error)) {
        // Decided meanwhile (another administrator, another tab): news, and the queue as it is.
        notify.info(error.message, 'This dispute has moved on');
        onDone();
        await queryClient.invalidateQueries({ queryKey: DISPUTES_QUERY_KEY });
      } else if (error instanceof ApiError && error.fields.length > 0) {
        onFieldErrors(fieldErrorsFromApi(error.fields));
      } else {
        notify.error(errorMessageOf(error), 'The dispute was not resolved');
      }
    },
  });
}
