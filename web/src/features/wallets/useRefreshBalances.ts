import { custodialWalletResponseSchema, type CustodialWallet } from '@titletrust/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiRequest, errorMessageOf } from '../../lib/api';
import { notify } from '../../lib/notify';
import { custodialWalletQueryKey } from './useCustodialWallet';
import { useSingleMutation } from '../../lib/useSingleMutation';

/** Has the server read the wallet's on-chain figures from the wallet provider again. */
function useReadFromNetwork(userId: string) {
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: async () =>
      (await apiRequest('/wallet/balances', custodialWalletResponseSchema, { method: 'POST' }))
        .wallet,
    onSuccess: (wallet) => queryClient.setQueryData(custodialWalletQueryKey(userId), wallet),
  });
}

/** The person's "Read again from the network": says how it went. */
export function useRefreshBalances(userId: string) {
  const read = useReadFromNetwork(userId);
  return {
    isPending: read.isPending,
    mutate: () =>
      read.mutate(undefined, {
        onSuccess: () =>
          notify.success('Your wallet was just read from the network.', 'Wallet read again'),
        onError: (error) => notify.error(errorMessageOf(error), 'Wallet not read again'),
      }),
  };
}

/**
 * Reads the on-chain figures once when /wallet opens, quietly: the figures kept from the last
 * reading predate any deposit or payout since, and /wallet compares them with the balance. A
 * failure leaves the last reading on screen with its time.
 */
export function useReadOnOpen(userId: string, wallet: CustodialWallet | null | undefined) {
  const read = useReadFromNetwork(userId);
  const { mutate } = read;
  const asked = useRef(false);
  const readable = wallet?.state === 'LIVE' && wallet.address !== null;
  useEffect(() => {
    if (asked.current || !readable) return;
    asked.current = true;
    mutate();
  }, [readable, mutate]);
  return read.isPending;
}
