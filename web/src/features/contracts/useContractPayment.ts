import { contractMoveResponseSchema } from '@titletrust/shared';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest, errorMessageOf } from '../../lib/api';
import { contractQueryKey } from '../../lib/contractQueryKeys';
import { notify } from '../../lib/notify';
import { useMoneyMutation } from '../../lib/useMoneyMutation';
import {
  applyContractMove,
  isStateChanged,
  showStateChanged,
  STEP_TOASTS,
  stepPath,
} from './contractMoves';

/** Funding and releasing the escrow: money moves, so each carries an Idempotency-Key. */
export function useContractPayment(contractId: string, step: 'fund' | 'approve') {
  const queryClient = useQueryClient();
  const toasts = STEP_TOASTS[step];
  return useMoneyMutation<Awaited<ReturnType<typeof move>>>({
    mutationFn: (_nothing, headers) => move(contractId, step, headers),
    onSuccess: async (moved) => {
      notify.success(toasts.message(moved.contract), toasts.title);
      await applyContractMove(queryClient, moved);
    },
    onError: async (error) => {
      if (isStateChanged(error)) return showStateChanged(queryClient, contractId, error);
      notify.error(errorMessageOf(error), toasts.failed);
      // A refusal for want of funds comes with a new shortfall; another refusal with a new state.
      await queryClient.invalidateQueries({ queryKey: contractQueryKey(contractId) });
    },
  });
}

function move(contractId: string, step: 'fund' | 'approve', headers: Record<string, string>) {
  return apiRequest(stepPath(contractId, step), contractMoveResponseSchema, {
    method: 'POST',
    headers,
  });
}
