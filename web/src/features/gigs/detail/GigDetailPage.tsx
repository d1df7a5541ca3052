import { Alert, Anchor, Container, Grid, Skeleton, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { PAGES, type ContractSummary, type GigDetail, type SessionUser } from '@titletrust/shared';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useSession } from '../../accounts';
import { GigBidsSection, SellerBidPanel } from '../../bids';
import { MessageButton } from '../../messages';
import { GigLoadProblem } from '../components/GigLoadProblem';
import { GigOverview } from '../components/GigOverview';
import { useGig } from '../useGig';
import { OwnerGigPanel } from './OwnerGigPanel';

function BackLink({ isOwner }: { isOwner: boolean }) {
  const target = isOwner ? PAGES.buyerGigs : PAGES.findGigs;
  return (
    <Anchor component={Link} to={target.path} size="sm">
      <IconArrowLeft size={14} aria-hidden /> {isOwner ? 'Back to my gigs' : 'Back to find gigs'}
    </Anchor>
  );
}

function SidePanel({
  gig,
  user,
  justAccepted,
}: {
  gig: GigDetail;
  user: SessionUser;
  justAccepted?: ContractSummary;
}) {
  if (gig.isOwner) return <OwnerGigPanel gig={gig} justAccepted={justAccepted} />;
  if (user.role === 'seller') {
    return (
      <Stack gap="md">
        <SellerBidPanel gig={gig} user={user} />
        {(gig.state === 'open' || gig.myBid) && (
          <MessageButton gigId={gig.id} variant="light" fullWidth>
            {gig.state === 'open' ? 'Ask a question' : 'Message the client'}
          </MessageButton>
        )}
      </Stack>
    );
  }
  return (
    <Alert color="gray" title="Bids come from legal professionals">
      Only verified lawyers and surveyors bid on gigs.
      {user.role === 'buyer' && ' Post your own gig to receive bids.'}
    </Alert>
  );
}

/** /gigs/:id: the gig, and what the viewer can do with it (bid, or compare and accept bids). */
export function GigDetailPage() {
  const { id = '' } = useParams();
  const gig = useGig(id);
  const { data: user } = useSession();
  const [justAccepted, setJustAccepted] = useState<ContractSummary>();
  usePageTitle(gig.data?.title ?? PAGES.gigDetail.title);

  let content;
  if (gig.isPending) {
    content = <Skeleton h={420} radius="lg" aria-label="Loading the gig" />;
  } else if (gig.isError) {
    content = (
      <GigLoadProblem error={gig.error} onRetry={gig.refetch} retrying={gig.isRefetching} />
    );
  } else if (user) {
    content = (
      <>
        <BackLink isOwner={gig.data.isOwner} />
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
            <GigOverview gig={gig.data} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
            <SidePanel gig={gig.data} user={user} justAccepted={justAccepted} />
          </Grid.Col>
        </Grid>
        {gig.data.isOwner && <GigBidsSection gig={gig.data} onAccepted={setJustAccepted} />}
      </>
    );
  }

  return (
    <Container size="lg" py={{ base: 24, sm: 40 }}>
      <Stack gap="lg">{content}</Stack>
    </Container>
  );
}
