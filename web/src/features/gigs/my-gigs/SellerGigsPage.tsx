import { Container, EmptyState, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconBriefcase } from '@tabler/icons-react';
import { CONTRACT_STATES, PAGES, type ContractState } from '@titletrust/shared';
import { usePageTitle } from '../../../lib/usePageTitle';
import { PageHeading } from '../../../ui/PageHeading';
import { CONTRACT_STATE_LABELS } from '../../../lib/gigLabels';
import { useMyContracts } from '../../contracts';
import { WonGigCard } from './WonGigCard';
import { QueryFailedAlert } from '../../../ui/QueryFailedAlert';
import { FindGigsButton } from '../../../ui/FindGigsButton';

/** What each contract state means for the professional, and what they do about it. */
const SELLER_STATE_NOTES: Record<ContractState, string> = {
  awaiting_funding: 'The client is funding the escrow. Start the work once it is funded.',
  active: 'The escrow is funded: do the work and deliver your report.',
  delivered: 'You delivered: the client reviews your work and releases the escrow.',
  completed: 'Approved and paid.',
  disputed: 'An administrator is looking at the dispute.',
  resolved: 'The dispute was resolved.',
  cancelled: 'Cancelled before funding: nothing was paid.',
};

/** /my-gigs: the gigs a professional won, grouped by where their contract stands. */
export function SellerGigsPage() {
  usePageTitle(PAGES.sellerGigs.title);
  const contracts = useMyContracts();

  let content;
  if (contracts.isPending) {
    content = <Skeleton h={160} radius="lg" aria-label="Loading your gigs" />;
  } else if (contracts.isError) {
    content = <QueryFailedAlert query={contracts} title="Your gigs could not be loaded" />;
  } else if (contracts.data.length === 0) {
    content = (
      <EmptyState
        icon={<IconBriefcase size={28} aria-hidden />}
        title="No gigs won yet"
        description="When a client accepts one of your bids, the gig appears here with its contract."
      >
        <EmptyState.Actions>
          <FindGigsButton />
        </EmptyState.Actions>
      </EmptyState>
    );
  } else {
    content = CONTRACT_STATES.map((state) => {
      const inState = contracts.data.filter((contract) => contract.state === state);
      if (inState.length === 0) return null;
      const headingId = `contracts-${state}`;
      return (
        <Stack key={state} gap="sm" component="section" aria-labelledby={headingId}>
          <Stack gap={2}>
            <Title order={2} size="h4" id={headingId}>
              {CONTRACT_STATE_LABELS[state]} ({inState.length})
            </Title>
            <Text size="sm" c="dimmed">
              {SELLER_STATE_NOTES[state]}
            </Text>
          </Stack>
          {inState.map((contract) => (
            <WonGigCard key={contract.id} contract={contract} />
          ))}
        </Stack>
      );
    });
  }

  return (
    <Container size="lg" py={{ base: 24, sm: 48 }}>
      <Stack gap="xl">
        <PageHeading
          title={PAGES.sellerGigs.title}
          description="The gigs you won, by where each contract stands."
          action={<FindGigsButton />}
        />
        {content}
      </Stack>
    </Container>
  );
}
