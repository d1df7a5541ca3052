import { Alert, Card, Divider, Stack, Title } from '@mantine/core';
import { GIG_MESSAGES, type GigDetail, type SessionUser } from '@titletrust/shared';
import { isPast } from '../../lib/timeLeft';
import { useNow } from '../../lib/useNow';
import { ContractNotice } from '../contracts';
import { MyBidSummary } from './MyBidSummary';
import { BidForm } from './place-bid/BidForm';
import { NotVerifiedNotice } from './place-bid/NotVerifiedNotice';

/** What a professional can do on a gig: see their bid, or place one if the gig takes bids. */
export function SellerBidPanel({ gig, user }: { gig: GigDetail; user: SessionUser }) {
  const now = useNow(30_000);
  const myBid = gig.myBid;
  const hasLiveBid = myBid?.state === 'pending' || myBid?.state === 'accepted';
  const closedReason =
    gig.state !== 'open'
      ? GIG_MESSAGES.notOpen
      : isPast(gig.bidDeadline, now)
        ? GIG_MESSAGES.deadlinePassed
        : undefined;
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="bid-panel-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="bid-panel-title">
          {hasLiveBid ? 'Your bid' : 'Place a bid'}
        </Title>
        {myBid && (
          <MyBidSummary
            bid={myBid}
            gigTitle={gig.title}
            label={hasLiveBid ? 'Your bid' : 'Your previous bid'}
          />
        )}
        {myBid?.state === 'accepted' && gig.contractId && (
          <ContractNotice contractId={gig.contractId} party="seller" />
        )}
        {!hasLiveBid && (
          <>
            {myBid && <Divider />}
            {closedReason ? (
              <Alert color="gray">{closedReason}</Alert>
            ) : (
              <>
                {!user.isVerified && <NotVerifiedNotice />}
                <BidForm gigId={gig.id} currency={gig.currency} disabled={!user.isVerified} />
              </>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}
