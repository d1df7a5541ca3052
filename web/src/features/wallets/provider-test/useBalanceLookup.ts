import { balanceLookupResponseSchema, type balanceLookupSchema } from '@titletrust/shared';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api';

export type BalanceLookup = z.infer<typeof balanceLookupSchema>;

/** Reads any provider wallet's balances straight from the provider. */
export function useBalanceLookup() {
  return useMutation({
    mutationFn: (lookup: BalanceLookup) =>
      apiRequest('/admin/wallet-provider/balances', balanceLookupResponseSchema, { json: lookup }),
  });
}
