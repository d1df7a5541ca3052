import { walletTransferResponseSchema } from '@titletrust/shared';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest, errorMessageOf } from '../../lib/api';
import { notify } from '../../lib/notify';
import { useMoneyMutation } from '../../lib/useMoneyMutation';
import { contractDetailsKey } from '../contracts/useContract';
import { formatMicros } from '../gigs/usdcAmounts';
import { moneyKeys, refreshMoney } from '../payments/moneyQueryKeys';

/** Test USDC into the viewer's wallet; one Idempotency-Key per requested amount. */
export function useFaucet() {
  const queryClient = useQueryClient();
  return useMoneyMutation({
    mutationFn: (amountMicros: string, headers) =>
      apiRequest('/wallet/faucet', walletTransferResponseSchema, {
        json: { amountMicros },
        headers,
      }),
    onSuccess: async ({ transfer, balances }, amountMicros) => {
      queryClient.setQueryData(moneyKeys.balances, balances);
      if (transfer) {
        notify.success(
          `${formatMicros(amountMicros)} of test USDC is now available in your wallet.`,
          'Test USDC received',
        );
      } else {
        notify.info(
          'The faucet is sending the test USDC. It appears in your balance once it arrives.',
          'Test USDC on its way',
        );
      }
      // Also changed: the provider's wallet balance (on /wallet), and what a contract awaiting
      // funding says is missing.
      await Promise.all([
        refreshMoney(queryClient),
        queryClient.invalidateQueries({ queryKey: ['custodial-wallet'] }),
        queryClient.invalidateQueries({ queryKey: contractDetailsKey }),
      ]);
    },
    onError: (error) => notify.error(errorMessageOf(error), 'No test USDC was sent'),
  });
}
