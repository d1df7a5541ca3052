import { walletTransferResponseSchema } from '@titletrust/shared';
import { useQueryClient } from '@tanstack/react-query';
import { applyTransferAnswer } from '../../../lib/answerCache';
import { refreshMoney } from '../../../lib/moneyQueryKeys';
import { ApiError, apiRequest, errorMessageOf } from '../../../lib/api';
import { fieldErrorsFromApi, type FieldErrors } from '../../../lib/fieldErrors';
import { notify } from '../../../lib/notify';
import { useMoneyMutation } from '../../../lib/useMoneyMutation';
import { formatMinor } from '../../../lib/moneyText';
import type { WithdrawalRequest } from './withdrawalForm';

interface Callbacks {
  onSent: () => void;
  /** The server refused a field (its own wallet, a changed balance): shown by the field. */
  onFieldErrors: (errors: FieldErrors) => void;
}

/** Sends available USDC out; the amount is held at once and settles in the background. */
export function useWithdraw({ onSent, onFieldErrors }: Callbacks) {
  const queryClient = useQueryClient();
  return useMoneyMutation({
    mutationFn: (request: WithdrawalRequest, headers) =>
      apiRequest('/wallet/withdrawals', walletTransferResponseSchema, { json: request, headers }),
    onSuccess: async (answer, request) => {
      notify.success(
        `${formatMinor(request.amountMinor, 'USDC')} is on its way. It shows as pending until the network confirms it.`,
        'Withdrawal requested',
      );
      onSent();
      await applyTransferAnswer(queryClient, answer);
    },
    onError: (error) => {
      // Held or frozen since the page was read: the page says so again, from the server.
      if (error instanceof ApiError && ['PAYOUT_HELD', 'PAYOUTS_FROZEN'].includes(error.code))
        void refreshMoney(queryClient);
      if (error instanceof ApiError && error.fields.length > 0) {
        onFieldErrors(fieldErrorsFromApi(error.fields));
      } else {
        notify.error(errorMessageOf(error), 'The withdrawal was not sent');
      }
    },
  });
}
