import { balancesSchema } from '@titletrust/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { moneyKeys } from './moneyQueryKeys';

export function useBalances() {
  return useQuery({
    queryKey: moneyKeys.balances,
    queryFn: () => apiRequest('/money/balances', balancesSchema),
  });
}
