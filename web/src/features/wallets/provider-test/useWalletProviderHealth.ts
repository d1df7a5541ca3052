import { walletProviderHealthSchema } from '@titletrust/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { ADMIN_QUERY_KEY } from '../../../lib/adminQueryKeys';

/** Is the wallet provider reachable with our credentials, and how many wallets wait on it. */
export function useWalletProviderHealth() {
  return useQuery({
    queryKey: [...ADMIN_QUERY_KEY, 'wallet-provider'],
    queryFn: () => apiRequest('/admin/wallet-provider', walletProviderHealthSchema),
    // A health check is only worth something when it is fresh.
    staleTime: 0,
  });
}
