import { testWalletResponseSchema } from '@titletrust/shared';
import { apiRequest, errorMessageOf } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { useSingleMutation } from '../../../lib/useSingleMutation';

/** Creates a wallet through the provider that belongs to no account: a check that creation works. */
export function useCreateTestWallet() {
  return useSingleMutation({
    mutationFn: async () =>
      (
        await apiRequest('/admin/wallet-provider/test-wallets', testWalletResponseSchema, {
          method: 'POST',
        })
      ).wallet,
    onSuccess: () => notify.success('The provider created a test wallet.', 'Test wallet created'),
    onError: (error) => notify.error(errorMessageOf(error), 'No test wallet created'),
  });
}
