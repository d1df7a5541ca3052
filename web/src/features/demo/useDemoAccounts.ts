import { demoAccountsResponseSchema } from '@titletrust/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';

export function useDemoAccounts() {
  return useQuery({
    queryKey: ['demo', 'accounts'],
    queryFn: async () => (await apiRequest('/demo/accounts', demoAccountsResponseSchema)).accounts,
    staleTime: Infinity,
  });
}
