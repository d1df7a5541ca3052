import { payoutHoldsSchema } from '@titletrust/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';

/** Under the money keys: a movement refused for a hold refreshes it with the balances. */
export const PAYOUT_HOLDS_QUERY_KEY = ['money', 'payout-holds'] as const;

/** What holds the viewer's payouts now: a freeze, or a wait after a password reset. */
export function usePayoutHolds() {
  return useQuery({
    queryKey: PAYOUT_HOLDS_QUERY_KEY,
    queryFn: () => apiRequest('/security/payout-holds', payoutHoldsSchema),
  });
}
