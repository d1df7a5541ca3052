import { checkoutSchema } from '@titletrust/shared';
import { z } from 'zod';
import { apiRequest, errorMessageOf } from '../../lib/api';
import { notify } from '../../lib/notify';
import { useMoneyMutation } from '../../lib/useMoneyMutation';

const answerSchema = z.object({ checkout: checkoutSchema });

/**
 * Opens a naira checkout and sends the browser to the provider's page; the provider sends it
 * back to /wallet/funding/return. One Idempotency-Key per amount and purpose.
 */
export function useOpenCheckout() {
  return useMoneyMutation({
    mutationFn: (request: { amountMinor: string; contractId?: string }, headers) =>
      apiRequest('/payments/checkouts', answerSchema, {
        json: { ...request, currency: 'NGN' },
        headers,
      }),
    onSuccess: ({ checkout }) => window.location.assign(checkout.checkoutUrl),
    onError: (error) => notify.error(errorMessageOf(error), 'The checkout did not open'),
  });
}
