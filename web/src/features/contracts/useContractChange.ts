import { contractMoveResponseSchema } from '@titletrust/shared';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest, errorMessageOf } from '../../lib/api';
import { contractQueryKey } from '../../lib/contractQueryKeys';
import { notify } from '../../lib/notify';
import {
  applyContractMove,
  isStateChanged,
  showStateChanged,
  STEP_TOASTS,
  stepPath,
  type ContractStep,
  type StepToasts,
} from './contractMoves';
import { useSingleMutation } from '../../lib/useSingleMutation';

type ChangeStep = Exclude<ContractStep, 'fund' | 'approve'>;

/** A move that takes no money: cancel, deliver, ask for changes, dispute, answer a dispute. */
export function useContractChange<Body extends object | undefined = undefined>(
  contractId: string,
  step: ChangeStep,
  /** A milestone's own words, in place of the whole contract's. */
  toasts: StepToasts = STEP_TOASTS[step],
) {
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: (body: Body) =>
      apiRequest(stepPath(contractId, step), contractMoveResponseSchema, {
        method: 'POST',
        json: body,
      }),
    onSuccess: async (moved) => {
      notify.success(toasts.message(moved.contract), toasts.title);
      await applyContractMove(queryClient, moved);
    },
    onError: async (error) => {
      if (isStateChanged(error)) return showStateChanged(queryClient, contractId, error);
      notify.error(errorMessageOf(error), toasts.failed);
      // The other party may have moved the contract meanwhile: show where it stands now.
      await queryClient.invalidateQueries({ queryKey: contractQueryKey(contractId) });
    },
  });
}
