import { earningsSchema } from '@titletrust/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { moneyKeys } from '../../../lib/moneyQueryKeys';

export const earningsQuery = queryOptions({
  queryKey: moneyKeys.earnings,
  queryFn: () => apiRequest('/earnings', earningsSchema),
});

export function useEarnings() {
  return useQuery(earningsQuery);
}
