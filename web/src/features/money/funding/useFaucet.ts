import { walletTransferResponseSchema } from '@titletrust/shared';
import { useQueryClient } from '@tanstack/react-query';
import { applyTransferAnswer } from '../../../lib/answerCache';
import { apiRequest, errorMessageOf } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { useMoneyMutation } from '../../../lib/useMoneyMutation';
import { formatMinor } from '../../../lib/moneyText';

/** Test USDC into the viewer's wallet; one Idempotency-Key per requested amount. */
export function useFaucet() {
  const queryClient = useQueryClient();
  return useMoneyMutation({
    mutationFn: (amountMinor: string, headers) =>
      apiRequest('/wallet/faucet', walletTransferResponseSchema, {
        json: { amountMinor },
        headers,
      }),
    onSuccess: async (answer, amountMinor) => {
      if (answer.transfer) {
        notify.success(
          `${formatMinor(amountMinor, 'USDC')} of test USDC is now available in your wallet.`,
          'Test USDC received',
        );
      } else {
        notify.info(
          'The faucet is sending the test USDC. It appears in your balance once it arrives.',
          'Test USDC on its way',
        );
      }
      // Also changed, and not in the answer: the provider's wallet balance (on /wallet).
      await Promise.all([
        applyTransferAnswer(queryClient, answer),
        queryClient.invalidateQueries({ queryKey: ['custodial-wallet'] }),
      ]);
    },
    onError: (error) => notify.error(errorMessageOf(error), 'No test USDC was sent'),
  });
}
