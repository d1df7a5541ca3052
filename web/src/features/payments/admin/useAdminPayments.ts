import {
  balanceChecksSchema,
  payoutSchema,
  openCheckoutsSchema,
  openPayoutsSchema,
  providerEventSchema,
  providerEventsSchema,
  type ProviderEventStateName,
} from '@titletrust/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ADMIN_QUERY_KEY } from '../../../lib/adminQueryKeys';
import { apiRequest, errorMessageOf } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { useSingleMutation } from '../../../lib/useSingleMutation';

/** Under the admin root, so any admin decision refreshes these too. */
const root = [...ADMIN_QUERY_KEY, 'payments'] as const;
export const adminPaymentsKeys = {
  root,
  events: (state: ProviderEventStateName | undefined) => [...root, 'events', state ?? 'all'],
  checkouts: [...root, 'checkouts'] as const,
  payouts: [...root, 'payouts'] as const,
  balanceChecks: [...root, 'balance-checks'] as const,
};

export function useProviderEvents(state: ProviderEventStateName | undefined) {
  return useQuery({
    queryKey: adminPaymentsKeys.events(state),
    queryFn: () =>
      apiRequest(
        `/admin/payments/provider-events${state ? `?state=${state}` : ''}`,
        providerEventsSchema,
      ),
  });
}

export const useOpenCheckouts = () =>
  useQuery({
    queryKey: adminPaymentsKeys.checkouts,
    queryFn: () => apiRequest('/admin/payments/open-checkouts', openCheckoutsSchema),
  });

export const useOpenPayouts = () =>
  useQuery({
    queryKey: adminPaymentsKeys.payouts,
    queryFn: () => apiRequest('/admin/payments/open-payouts', openPayoutsSchema),
  });

export const useBalanceChecks = () =>
  useQuery({
    queryKey: adminPaymentsKeys.balanceChecks,
    queryFn: () => apiRequest('/admin/payments/balance-checks', balanceChecksSchema),
  });

const retriedSchema = z.object({ event: providerEventSchema });

/** Runs a failed event's handler again; the toast says how it ended this time. */
export function useRetryProviderEvent() {
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: (id: string) =>
      apiRequest(`/admin/provider-events/${encodeURIComponent(id)}/retry`, retriedSchema, {
        method: 'POST',
      }),
    onSuccess: async ({ event }) => {
      const what = `${event.event}${event.reference ? ` for ${event.reference}` : ''}`;
      if (event.state === 'processed') notify.success(`${what} was processed.`, 'Event processed');
      else if (event.state === 'ignored')
        notify.info(`${what} was ignored: ${event.lastError ?? ''}`, 'Event ignored');
      else notify.error(`${what} failed again: ${event.lastError ?? ''}`, 'Retry failed');
      await queryClient.invalidateQueries({ queryKey: root });
    },
    onError: (error) => notify.error(errorMessageOf(error), 'The event could not be retried'),
  });
}

const finalizedSchema = z.object({ payout: payoutSchema });

/**
 * Gives Paystack the OTP it sent for a transfer (`finalize_transfer`): the payout is then paid,
 * or goes on as any other sent transfer.
 */
export function useFinalizeTransfer() {
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: ({ payoutId, otp }: { payoutId: string; otp: string }) =>
      apiRequest(`/admin/payouts/${encodeURIComponent(payoutId)}/otp`, finalizedSchema, {
        json: { otp },
      }),
    onSuccess: async ({ payout }) => {
      notify.success(
        payout.state === 'paid'
          ? `${payout.accountName} has been paid.`
          : 'Paystack accepted the OTP; the transfer is on its way.',
        'Transfer finalised',
      );
      await queryClient.invalidateQueries({ queryKey: root });
    },
  });
}
