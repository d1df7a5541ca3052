import { List, Text } from '@mantine/core';
import type { Bid } from '@titletrust/shared';
import { ConfirmActionModal } from '../../../ui/ConfirmActionModal';
import { countLabel } from '../../../lib/gigLabels';
import { formatMinor } from '../../../lib/moneyText';

interface AcceptProps {
  bid: Bid | undefined;
  otherPendingBids: number;
  loading: boolean;
  onConfirm: (bid: Bid) => void;
  onClose: () => void;
}

/** Accepting is the hiring decision: say what happens to the other bids and what comes next. */
export function AcceptBidModal({
  bid,
  otherPendingBids,
  loading,
  onConfirm,
  onClose,
}: AcceptProps) {
  return (
    <ConfirmActionModal
      opened={!!bid}
      title="Accept this bid?"
      confirmLabel="Accept bid"
      loading={loading}
      onClose={onClose}
      onConfirm={() => bid && onConfirm(bid)}
    >
      {bid && (
        <>
          <Text size="sm">
            You are hiring <strong>{bid.seller.name}</strong> for{' '}
            <strong>{formatMinor(bid.amountMinor, bid.currency)}</strong>, delivered within{' '}
            {countLabel(bid.deliveryDays, 'day')} of funding.
          </Text>
          <List size="sm" spacing={4}>
            <List.Item>
              {otherPendingBids > 0
                ? `The other ${countLabel(otherPendingBids, 'pending bid')} will be declined, and those professionals told.`
                : 'No other bid is waiting for a decision.'}
            </List.Item>
            <List.Item>The gig stops taking bids.</List.Item>
            {bid.milestones.length > 1 && (
              <List.Item>
                The work is paid in {bid.milestones.length} milestones, the list you both agreed to;
                you fund each one on its own, starting with{' '}
                {formatMinor(bid.milestones[0]!.amountMinor, bid.currency)} for “
                {bid.milestones[0]!.title}”.
              </List.Item>
            )}
            {bid.pendingProposal && (
              <List.Item>
                The change to the milestones still waiting for an answer does not count: the
                contract keeps the milestones you both agreed to.
              </List.Item>
            )}
            <List.Item>
              Next you fund the escrow with {formatMinor(bid.amountMinor, bid.currency)}. The money
              stays there until you approve the work.
            </List.Item>
          </List>
        </>
      )}
    </ConfirmActionModal>
  );
}

interface RejectProps {
  bid: Bid | undefined;
  loading: boolean;
  onConfirm: (bid: Bid) => void;
  onClose: () => void;
}

export function RejectBidModal({ bid, loading, onConfirm, onClose }: RejectProps) {
  return (
    <ConfirmActionModal
      opened={!!bid}
      title="Decline this bid?"
      confirmLabel="Decline bid"
      danger
      loading={loading}
      onClose={onClose}
      onConfirm={() => bid && onConfirm(bid)}
    >
      {bid && (
        <Text size="sm">
          <strong>{bid.seller.name}</strong> will be told their bid of{' '}
          {formatMinor(bid.amountMinor, bid.currency)} was declined. This cannot be undone.
        </Text>
      )}
    </ConfirmActionModal>
  );
}
