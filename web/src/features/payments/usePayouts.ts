import { payoutSchema, payoutsSchema } from '@titletrust/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, apiRequest, errorMessageOf } from '../../lib/api';
import { refreshMoney } from '../../lib/moneyQueryKeys';
import { notify } from '../../lib/notify';
import { useMoneyMutation } from '../../lib/useMoneyMutation';
import { paymentsKeys } from './paymentsKeys';

const UNSETTLED = new Set(['requested', 'processing']);

/** The viewer's payouts, read again every two seconds while one is on its way. */
export function usePayouts() {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: paymentsKeys.payouts,
    queryFn: async () => {
      const answer = await apiRequest('/payments/payouts', payoutsSchema);
      // A payout that settled may have returned money: the balances follow.
      void queryClient.invalidateQueries({ queryKey: ['money', 'balances'] });
      return answer;
    },
    refetchInterval: (current) =>
      current.state.data?.payouts.some((payout) => UNSETTLED.has(payout.state)) ? 2_000 : false,
  });
}

const answerSchema = z.object({ payout: payoutSchema });

/** Withdraws naira to a saved account; one Idempotency-Key per amount and account. */
export function useRequestPayout() {
  const queryClient = useQueryClient();
  return useMoneyMutation({
    mutationFn: (request: { amountMinor: string; bankAccountId: string }, headers) =>
      apiRequest('/payments/payouts', answerSchema, {
        json: { ...request, currency: 'NGN' },
        headers,
      }),
    onSuccess: async () => {
      notify.success('Your payout is on its way to your bank.', 'Withdrawal requested');
      await refreshMoney(queryClient);
    },
    onError: async (error) => {
      notify.error(errorMessageOf(error), 'Nothing was withdrawn');
      // Held or frozen since the page was read: the page says so again, from the server.
      if (error instanceof ApiError && ['PAYOUT_HELD', 'PAYOUTS_FROZEN'].includes(error.code))
        await refreshMoney(queryClient);
    },
  });
}
