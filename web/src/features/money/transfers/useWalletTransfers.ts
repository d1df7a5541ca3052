import { walletTransfersSchema } from '@titletrust/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { moneyKeys } from '../../../lib/moneyQueryKeys';
import { anyPending } from './transferLabels';

const PENDING_POLL_MS = 3_000;

/** The wallet's deposits and withdrawals, newest first, polled while one is still pending. */
export function useWalletTransfers() {
  return useQuery({
    queryKey: moneyKeys.transfers,
    queryFn: async () => (await apiRequest('/wallet/transfers', walletTransfersSchema)).transfers,
    refetchInterval: (query) => (anyPending(query.state.data ?? []) ? PENDING_POLL_MS : false),
  });
}
