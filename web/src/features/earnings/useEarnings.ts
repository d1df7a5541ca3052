import { earningsSchema } from '@titletrust/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { moneyKeys } from '../payments/moneyQueryKeys';

export function useEarnings() {
  return useQuery({
    queryKey: moneyKeys.earnings,
    queryFn: () => apiRequest('/earnings', earningsSchema),
  });
}
