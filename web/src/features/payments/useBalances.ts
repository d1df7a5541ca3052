import { balancesSchema } from '@titletrust/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { moneyKeys } from '../../lib/moneyQueryKeys';

export const balancesQuery = queryOptions({
  queryKey: moneyKeys.balances,
  queryFn: () => apiRequest('/money/balances', balancesSchema),
});

export function useBalances() {
  return useQuery(balancesQuery);
}
