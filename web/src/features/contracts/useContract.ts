import { contractDetailResponseSchema } from '@titletrust/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { contractQueryKey } from '../../lib/contractQueryKeys';

/** One contract as its parties (and admins) see it, with what the viewer may do now. */
export const contractQuery = (id: string) =>
  queryOptions({
    queryKey: contractQueryKey(id),
    queryFn: async () =>
      (await apiRequest(`/contracts/${encodeURIComponent(id)}`, contractDetailResponseSchema))
        .contract,
  });

export function useContract(id: string) {
  return useQuery(contractQuery(id));
}
