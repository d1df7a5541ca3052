import type { WalletTransfer } from '@titletrust/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { notify } from '../../../lib/notify';
import { formatMinor } from '../../../lib/moneyText';
import { refreshMoney } from '../../../lib/moneyQueryKeys';

/**
 * Tells the person when a withdrawal they watched leave settles (sent, or returned to their
 * balance), and reloads the balances the settlement changed.
 */
export function useWithdrawalOutcomes(withdrawals: WalletTransfer[] | undefined) {
  const queryClient = useQueryClient();
  const pendingIds = useRef(new Set<string>());
  useEffect(() => {
    if (!withdrawals) return;
    const settled = withdrawals.filter(
      (transfer) => transfer.state !== 'pending' && pendingIds.current.has(transfer.id),
    );
    pendingIds.current = new Set(
      withdrawals.filter((transfer) => transfer.state === 'pending').map((transfer) => transfer.id),
    );
    for (const transfer of settled) {
      const amount = formatMinor(transfer.amountMinor, transfer.currency);
      if (transfer.state === 'complete') {
        notify.success(`${amount} reached the destination address.`, 'Withdrawal complete');
      } else {
        notify.error(
          `${amount} is back in your available balance. ${transfer.failureReason ?? ''}`.trim(),
          'Withdrawal returned',
        );
      }
    }
    if (settled.length > 0) void refreshMoney(queryClient);
  }, [withdrawals, queryClient]);
}
