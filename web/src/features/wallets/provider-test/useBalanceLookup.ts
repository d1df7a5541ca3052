import { balanceLookupResponseSchema, type balanceLookupSchema } from '@titletrust/shared';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api';
import { useSingleMutation } from '../../../lib/useSingleMutation';

export type BalanceLookup = z.infer<typeof balanceLookupSchema>;

/** Reads any provider wallet's balances straight from the provider. */
export function useBalanceLookup() {
  return useSingleMutation({
    mutationFn: (lookup: BalanceLookup) =>
      apiRequest('/admin/wallet-provider/balances', balanceLookupResponseSchema, { json: lookup }),
  });
}
