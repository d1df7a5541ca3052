import { earningsSchema } from '@titletrust/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { moneyKeys } from '../../../lib/moneyQueryKeys';
import { useConfirmedQuery } from '../../../lib/useConfirmedQuery';

export const earningsQuery = queryOptions({
  queryKey: moneyKeys.earnings,
  queryFn: () => apiRequest('/earnings', earningsSchema),
});

/**
 * The earnings and the balance beside them. The withdrawal form stands on that balance, so one
 * held from before the page was shown is read again first (`confirmed`: decision 048).
 */
export function useEarnings() {
  return useConfirmedQuery(earningsQuery);
}
