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
  type StepToasts,
} from './contractMoves';

interface PaymentTarget {
  /** The milestone paid into or out of: named, so a page read before a move acts on none. */
  milestoneId?: string | null;
  /** The toasts of a milestone's own payment, in place of the whole contract's. */
  toasts?: StepToasts;
}

/** Funding and releasing the escrow: money moves, so each carries an Idempotency-Key. */
export function useContractPayment(
  contractId: string,
  step: 'fund' | 'approve',
  { milestoneId, toasts = STEP_TOASTS[step] }: PaymentTarget = {},
) {
  const queryClient = useQueryClient();
  return useMoneyMutation<Awaited<ReturnType<typeof move>>>({
    mutationFn: (_nothing, headers) => move(contractId, step, milestoneId ?? undefined, headers),
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

function move(
  contractId: string,
  step: 'fund' | 'approve',
  milestoneId: string | undefined,
  headers: Record<string, string>,
) {
  return apiRequest(stepPath(contractId, step), contractMoveResponseSchema, {
    method: 'POST',
    headers,
    json: milestoneId ? { milestoneId } : undefined,
  });
}
