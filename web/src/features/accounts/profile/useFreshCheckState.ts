import { freshCheckStateSchema } from '@titletrust/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { FRESH_CHECK_STATE_QUERY_KEY } from '../session/sessionQueries';

/** Whether the account has a password, and what a fresh check of this session takes. */
export function useFreshCheckState() {
  return useQuery({
    queryKey: FRESH_CHECK_STATE_QUERY_KEY,
    queryFn: () => apiRequest('/accounts/fresh-checks', freshCheckStateSchema),
  });
}
