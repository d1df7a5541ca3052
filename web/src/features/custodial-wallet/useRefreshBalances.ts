import { custodialWalletResponseSchema } from '@titletrust/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, errorMessageOf } from '../../lib/api';
import { notify } from '../../lib/notify';
import { custodialWalletQueryKey } from './useCustodialWallet';

/** Has the server read the balances from the wallet provider again, and shows the answer. */
export function useRefreshBalances(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () =>
      (await apiRequest('/wallet/balances', custodialWalletResponseSchema, { method: 'POST' }))
        .wallet,
    onSuccess: (wallet) => {
      queryClient.setQueryData(custodialWalletQueryKey(userId), wallet);
      notify.success('Your balances were just read from the network.', 'Balances refreshed');
    },
    onError: (error) => notify.error(errorMessageOf(error), 'Balances not refreshed'),
  });
}
