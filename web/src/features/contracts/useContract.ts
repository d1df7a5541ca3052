import { contractDetailResponseSchema } from '@titletrust/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';

/** Under the marketplace's "contracts" root, so every marketplace refresh reaches it too. */
export const contractDetailsKey = ['contracts', 'detail'] as const;
export const contractQueryKey = (id: string) => [...contractDetailsKey, id] as const;

/** One contract as its parties (and admins) see it, with what the viewer may do now. */
export function useContract(id: string) {
  return useQuery({
    queryKey: contractQueryKey(id),
    queryFn: async () =>
      (await apiRequest(`/contracts/${encodeURIComponent(id)}`, contractDetailResponseSchema))
        .contract,
  });
}
