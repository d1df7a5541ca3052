import {
  withdrawalAddressSchema,
  withdrawalAddressesSchema,
  type WithdrawalAddressRequest,
} from '@titletrust/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, apiRequest, errorMessageOf } from '../../../lib/api';
import { fieldErrorsFromApi, type FieldErrors } from '../../../lib/fieldErrors';
import { formatLagosHoldEnd } from '../../../lib/lagosDateTime';
import { notify } from '../../../lib/notify';
import { useSingleMutation } from '../../../lib/useSingleMutation';

export const WITHDRAWAL_ADDRESSES_KEY = ['money', 'withdrawal-addresses'] as const;

/** The outside addresses the viewer saved to withdraw USDC to, with when each may receive. */
export function useWithdrawalAddresses() {
  return useQuery({
    queryKey: WITHDRAWAL_ADDRESSES_KEY,
    queryFn: () => apiRequest('/wallet/withdrawal-addresses', withdrawalAddressesSchema),
  });
}

const savedSchema = z.object({ address: withdrawalAddressSchema });

/** Saves an address; one saved before keeps its first time, as the server answers it. */
export function useAddWithdrawalAddress({
  onSaved,
  onFieldErrors,
}: {
  onSaved: () => void;
  onFieldErrors: (errors: FieldErrors) => void;
}) {
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: (request: WithdrawalAddressRequest) =>
      apiRequest('/wallet/withdrawal-addresses', savedSchema, { json: request }),
    onSuccess: async ({ address }) => {
      const from =
        Date.parse(address.receivesFrom) > Date.now()
          ? `It can receive withdrawals from ${formatLagosHoldEnd(address.receivesFrom)}. We e-mailed you about it.`
          : 'It can receive withdrawals now.';
      notify.success(from, 'Address saved');
      onSaved();
      await queryClient.invalidateQueries({ queryKey: WITHDRAWAL_ADDRESSES_KEY });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.fields.length > 0)
        onFieldErrors(fieldErrorsFromApi(error.fields));
      else notify.error(errorMessageOf(error), 'The address was not saved');
    },
  });
}
