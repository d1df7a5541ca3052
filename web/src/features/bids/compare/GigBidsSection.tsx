import {
  Button,
  Card,
  EmptyState,
  Group,
  Select,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import { isCountedBid, type Bid, type ContractSummary, type GigDetail } from '@titletrust/shared';
import { useState } from 'react';
import { useBidDecision } from '../useBidDecision';
import { useGigBids } from '../useGigBids';
import { AcceptBidModal, RejectBidModal } from './BidDecisionModals';
import { BidMilestones } from '../milestones/BidMilestones';
import { BidCompareCard } from './BidCompareCard';
import { BidsTable } from './BidsTable';
import { BID_ORDERS, orderBids, type BidOrder } from './bidOrder';
import { QueryFailedAlert } from '../../../ui/QueryFailedAlert';
import { countLabel } from '../../../lib/gigLabels';

type Actions = Pick<Parameters<typeof BidsTable>[0], 'gigOpen' | 'onAccept' | 'onReject'>;

/** Bids as a table on wide screens and as cards on a phone. */
function BidList({ bids, ...actions }: Actions & { bids: Bid[] }) {
  return (
    <>
      <Stack gap="md" visibleFrom="md">
        <BidsTable bids={bids} {...actions} />
        {/* Each bid's stages, under the table: a table in a table's cell reads badly. */}
        {bids.map((bid) => (
          <Card key={bid.id} withBorder radius="md" padding="sm">
            <BidMilestones bid={bid} viewer="buyer" canNegotiate={actions.gigOpen} />
          </Card>
        ))}
      </Stack>
      <Stack gap="sm" hiddenFrom="md">
        {bids.map((bid) => (
          <BidCompareCard key={bid.id} bid={bid} {...actions} />
        ))}
      </Stack>
    </>
  );
}

/** The owner's view of the bids on their gig: compare, accept one, decline others. */
export function GigBidsSection({
  gig,
  onAccepted,
}: {
  gig: GigDetail;
  onAccepted: (contract: ContractSummary) => void;
}) {
  const bids = useGigBids(gig.id, gig.isOwner);
  const [accepting, setAccepting] = useState<Bid>();
  const [rejecting, setRejecting] = useState<Bid>();
  const [order, setOrder] = useState<BidOrder>('status');
  const accept = useBidDecision('accept', onAccepted);
  const reject = useBidDecision('reject');
  const gigOpen = gig.state === 'open' && !gig.contractId;

  const sorted = orderBids(bids.data ?? [], order);
  // One count everywhere (COUNTED_BID_STATES): the bids still standing are compared and counted;
  // withdrawn and declined ones wait apart, for the record.
  const standing = sorted.filter((bid) => isCountedBid(bid.state));
  const closed = sorted.filter((bid) => !isCountedBid(bid.state));
  const [showClosed, setShowClosed] = useState(false);
  const pendingCount = sorted.filter((bid) => bid.state === 'pending').length;
  const actions = { gigOpen, onAccept: setAccepting, onReject: setRejecting };

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="bids-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="bids-title">
          Bids{bids.data ? ` (${standing.length})` : ''}
        </Title>
        {bids.isPending ? (
          <Skeleton h={120} radius="md" aria-label="Loading bids" />
        ) : bids.isError ? (
          <QueryFailedAlert query={bids} title="The bids could not be loaded" />
        ) : standing.length === 0 ? (
          <EmptyState
            icon={<IconInbox size={28} aria-hidden />}
            title={gigOpen ? 'No bids yet' : 'No bids'}
            description={
              gigOpen
                ? 'Verified professionals are told about new gigs; bids usually arrive within a day or two. You will get a notification for each one.'
                : 'This gig no longer takes bids.'
            }
          />
        ) : (
          <>
            <Group justify="space-between" align="flex-end" gap="sm">
              <Text size="sm" c="dimmed" maw={520}>
                The price is what you pay into escrow; the professional receives it less the
                platform fee. By rating, a few reviews count for less than many.
              </Text>
              <Select
                label="Sort bids"
                data={BID_ORDERS}
                value={order}
                onChange={(value) => value && setOrder(value)}
                allowDeselect={false}
                w={{ base: '100%', xs: 200 }}
              />
            </Group>
            <BidList bids={standing} {...actions} />
          </>
        )}
        {closed.length > 0 && (
          <Stack gap="sm">
            <Group>
              <Button
                variant="subtle"
                size="compact-sm"
                aria-expanded={showClosed}
                onClick={() => setShowClosed((shown) => !shown)}
              >
                {showClosed ? 'Hide' : 'Show'}{' '}
                {countLabel(closed.length, 'withdrawn or declined bid')} (not counted)
              </Button>
            </Group>
            {showClosed && <BidList bids={closed} {...actions} />}
          </Stack>
        )}
      </Stack>
      <AcceptBidModal
        bid={accepting}
        otherPendingBids={Math.max(pendingCount - 1, 0)}
        loading={accept.isPending}
        onClose={() => setAccepting(undefined)}
        onConfirm={(bid) => accept.mutate(bid.id, { onSuccess: () => setAccepting(undefined) })}
      />
      <RejectBidModal
        bid={rejecting}
        loading={reject.isPending}
        onClose={() => setRejecting(undefined)}
        onConfirm={(bid) => reject.mutate(bid.id, { onSuccess: () => setRejecting(undefined) })}
      />
    </Card>
  );
}
