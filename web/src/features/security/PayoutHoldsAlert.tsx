import { Alert } from '@mantine/core';
import { IconClockPause, IconLock } from '@tabler/icons-react';
import { PAYOUT_HOLD_MESSAGES, SECURITY_MESSAGES } from '@titletrust/shared';
import { formatLagosDeadline } from '../../lib/lagosDateTime';
import { usePayoutHolds } from './usePayoutHolds';

/**
 * Said on the withdrawal pages before anyone tries: payouts frozen by a "This wasn't me" report,
 * or withdrawals waiting after a password reset, and until when (Lagos time). Nothing while
 * nothing holds them, or while the answer is still coming.
 */
export function PayoutHoldsAlert() {
  const { data: holds } = usePayoutHolds();
  if (!holds) return null;
  if (holds.frozen)
    return (
      <Alert color="red" title="Payouts are frozen" icon={<IconLock size={18} aria-hidden />}>
        {SECURITY_MESSAGES.payoutsFrozen}
        {holds.frozenAt && ` Frozen since ${formatLagosDeadline(holds.frozenAt)}.`}
      </Alert>
    );
  if (holds.withdrawalsWaitUntil && holds.withdrawalsWaitReason)
    return (
      <Alert
        color="yellow"
        title="Withdrawals are waiting"
        icon={<IconClockPause size={18} aria-hidden />}
      >
        {PAYOUT_HOLD_MESSAGES.withdrawalsWait(
          holds.withdrawalsWaitUntil,
          holds.withdrawalsWaitReason,
        )}{' '}
        The wait gives you time to act if it was not you.
      </Alert>
    );
  return null;
}
