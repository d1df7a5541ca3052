import { Container, EmptyState, Skeleton, Stack } from '@mantine/core';
import { IconGavel } from '@tabler/icons-react';
import { PAGES } from '@titletrust/shared';
import { useNow } from '../../../lib/useNow';
import { usePageTitle } from '../../../lib/usePageTitle';
import { PageHeading } from '../../../ui/PageHeading';
import { useMyBids } from '../useMyBids';
import { BidHistory } from './BidHistory';
import { PendingBidCard } from './PendingBidCard';
import { QueryFailedAlert } from '../../../ui/QueryFailedAlert';
import { FindGigsButton } from '../../../ui/FindGigsButton';

/** /active-bids: a professional's pending bids, each withdrawable, and the decided ones below. */
export function ActiveBidsPage() {
  usePageTitle(PAGES.activeBids.title);
  const now = useNow(60_000);
  const bids = useMyBids();
  const pending = bids.data?.filter((bid) => bid.state === 'pending') ?? [];
  const decided = bids.data?.filter((bid) => bid.state !== 'pending') ?? [];

  let content;
  if (bids.isPending) {
    content = <Skeleton h={160} radius="lg" aria-label="Loading your bids" />;
  } else if (bids.isError) {
    content = <QueryFailedAlert query={bids} title="Your bids could not be loaded" />;
  } else {
    content = (
      <>
        {pending.length === 0 ? (
          <EmptyState
            icon={<IconGavel size={28} aria-hidden />}
            title="No pending bids"
            description="Find a gig that fits your practice and place a bid; it waits here for the client's decision."
          >
            <EmptyState.Actions>
              <FindGigsButton />
            </EmptyState.Actions>
          </EmptyState>
        ) : (
          <Stack gap="md" component="section" aria-label="Pending bids">
            {pending.map((bid) => (
              <PendingBidCard key={bid.id} bid={bid} now={now} />
            ))}
          </Stack>
        )}
        <BidHistory bids={decided} now={now} />
      </>
    );
  }

  return (
    <Container size="lg" py={{ base: 24, sm: 48 }}>
      <Stack gap="lg">
        <PageHeading
          title={PAGES.activeBids.title}
          description="Your bids waiting for a client's decision. Withdraw one while it is pending."
          action={<FindGigsButton />}
        />
        {content}
      </Stack>
    </Container>
  );
}
