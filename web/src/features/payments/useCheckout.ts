import { checkoutSchema } from '@titletrust/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { z } from 'zod';
import { apiRequest } from '../../lib/api';
import { refreshMoney } from '../../lib/moneyQueryKeys';
import { paymentsKeys } from './paymentsKeys';

const answerSchema = z.object({ checkout: checkoutSchema });

/**
 * A checkout as the provider reports it now. Reading it is what books it (once, on the server),
 * so the return page asks every two seconds while the provider still calls it open, and the
 * balances are read again once it is settled.
 */
export function useCheckout(reference: string | undefined) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: paymentsKeys.checkout(reference ?? ''),
    queryFn: () =>
      apiRequest(`/payments/checkouts/${encodeURIComponent(reference!)}`, answerSchema),
    enabled: !!reference,
    refetchInterval: (current) => (current.state.data?.checkout.state === 'open' ? 2_000 : false),
  });
  const settled = query.data && query.data.checkout.state !== 'open';
  useEffect(() => {
    if (settled) void refreshMoney(queryClient);
  }, [settled, queryClient]);
  return query;
}
