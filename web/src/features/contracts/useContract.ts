import { contractDetailResponseSchema, type ContractDetail } from '@titletrust/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { contractQueryKey } from '../../lib/contractQueryKeys';
import { takePageAnswer } from '../../lib/pageData';
import { useConfirmedQuery } from '../../lib/useConfirmedQuery';

const contractPath = (id: string) => `/contracts/${encodeURIComponent(id)}`;

/** One contract as its parties (and admins) see it, with what the viewer may do now. */
export const contractQuery = (id: string) =>
  queryOptions({
    queryKey: contractQueryKey(id),
    queryFn: async () =>
      (await apiRequest(contractPath(id), contractDetailResponseSchema)).contract,
  });

/**
 * The contract page's contract: opened from its address, the page brings it, so no request.
 * Its money buttons stand on it, so one held from before the page was shown is read again
 * first (`confirmed`: decision 048).
 */
export function useContract(id: string) {
  return useConfirmedQuery({
    ...contractQuery(id),
    initialData: () =>
      takePageAnswer<{ contract: ContractDetail }>(`/api${contractPath(id)}`)?.contract,
  });
}
