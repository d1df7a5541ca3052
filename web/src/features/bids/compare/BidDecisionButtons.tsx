import { Button, Group } from '@mantine/core';
import { availableActions, BID_LIFECYCLE, type Bid } from '@titletrust/shared';

interface Props {
  bid: Bid;
  /** False once the gig stopped taking decisions (awarded, cancelled). */
  gigOpen: boolean;
  onAccept: (bid: Bid) => void;
  onReject: (bid: Bid) => void;
}

/** Accept and Decline, offered only where the bid lifecycle lets the gig's owner act. */
export function BidDecisionButtons({ bid, gigOpen, onAccept, onReject }: Props) {
  const actions = gigOpen ? availableActions(BID_LIFECYCLE, bid.state, ['owner']) : [];
  if (actions.length === 0) return null;
  return (
    <Group gap="xs" wrap="nowrap">
      {actions.includes('accept') && (
        <Button
          size="xs"
          onClick={() => onAccept(bid)}
          aria-label={`Accept ${bid.seller.name}'s bid`}
        >
          Accept
        </Button>
      )}
      {actions.includes('reject') && (
        <Button
          size="xs"
          variant="default"
          onClick={() => onReject(bid)}
          aria-label={`Decline ${bid.seller.name}'s bid`}
        >
          Decline
        </Button>
      )}
    </Group>
  );
}
