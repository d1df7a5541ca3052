import { linkedWalletsResponseSchema } from '@titletrust/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../../lib/api';

export const LINKED_WALLETS_QUERY_KEY = ['linked-wallets'] as const;

/** The wallet addresses the signed-in account may sign in with. */
export function useLinkedWallets() {
  return useQuery({
    queryKey: LINKED_WALLETS_QUERY_KEY,
    queryFn: async () =>
      (await apiRequest('/accounts/wallets', linkedWalletsResponseSchema)).wallets,
  });
}
