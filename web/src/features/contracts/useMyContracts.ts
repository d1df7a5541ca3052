import { contractsResponseSchema } from '@titletrust/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { marketplaceKeys } from '../../lib/marketplaceQueryKeys';

/** The contracts the viewer is a party to, as client or as professional. */
export function useMyContracts(enabled = true) {
  return useQuery({
    queryKey: marketplaceKeys.myContracts,
    queryFn: async () => (await apiRequest('/contracts/mine', contractsResponseSchema)).contracts,
    enabled,
  });
}
