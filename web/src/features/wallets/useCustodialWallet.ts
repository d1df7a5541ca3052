import { custodialWalletResponseSchema, type CustodialWallet } from '@titletrust/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';

/** How often a wallet still being created is asked about again. */
export const PENDING_WALLET_POLL_MS = 5_000;

/** Per account, so a different person signing in on this browser never sees the last wallet. */
export const custodialWalletQueryKey = (userId: string) => ['custodial-wallet', userId] as const;

/** Still on its way: a PENDING wallet, or none yet (the server creates one for every account). */
export function isWalletOnItsWay(wallet: CustodialWallet | null | undefined): boolean {
  return wallet === null || wallet?.state === 'PENDING';
}

/** The signed-in account's custodial wallet, polled while its creation is being retried. */
export function useCustodialWallet(userId: string) {
  return useQuery({
    queryKey: custodialWalletQueryKey(userId),
    queryFn: async () => (await apiRequest('/wallet', custodialWalletResponseSchema)).wallet,
    refetchInterval: (query) =>
      isWalletOnItsWay(query.state.data) ? PENDING_WALLET_POLL_MS : false,
  });
}
