import { disputeQueueSchema } from '@titletrust/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { ADMIN_QUERY_KEY } from '../../../lib/adminQueryKeys';

export const DISPUTES_QUERY_KEY = [...ADMIN_QUERY_KEY, 'disputes'] as const;

/** Open disputes, oldest first: the ones waiting longest are decided first. */
export function useOpenDisputes() {
  return useQuery({
    queryKey: DISPUTES_QUERY_KEY,
    queryFn: async () => (await apiRequest('/admin/disputes', disputeQueueSchema)).disputes,
  });
}
