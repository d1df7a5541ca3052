import { linkedWalletsResponseSchema } from '@titletrust/shared';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api';
import { loadAppConfig } from '../../../../lib/appConfig';
import { notify } from '../../../../lib/notify';
import { runExclusiveWalletAttempt } from '../walletAttempt';
import { walletFailureMessage } from '../walletFailureMessage';
import { LINKED_WALLETS_QUERY_KEY } from './useLinkedWallets';
import { useSingleMutation } from '../../../../lib/useSingleMutation';

/** Proves ownership of a MetaMask address the same way sign-in does, and links it here. */
export function useLinkWallet() {
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: () =>
      runExclusiveWalletAttempt(async () => {
        const [{ wallet }, { createWalletProof }] = await Promise.all([
          loadAppConfig(queryClient),
          import('../createWalletProof'),
        ]);
        const proof = await createWalletProof(wallet);
        return (
          await apiRequest('/accounts/wallet/link', linkedWalletsResponseSchema, {
            json: proof,
          })
        ).wallets;
      }),
    onSuccess: (wallets) => {
      queryClient.setQueryData(LINKED_WALLETS_QUERY_KEY, wallets);
      notify.success('You can now sign in with this wallet too.', 'Wallet linked');
    },
    onError: (error) => notify.error(walletFailureMessage(error), 'Wallet not linked'),
  });
}
