import { Button, Container, EmptyState, Skeleton, Stack, Tabs } from '@mantine/core';
import { IconFilePlus, IconPlus } from '@tabler/icons-react';
import { GIG_LIFECYCLE, PAGES, type GigState } from '@titletrust/shared';
import { Link, useSearchParams } from 'react-router';
import { useNow } from '../../../lib/useNow';
import { usePageTitle } from '../../../lib/usePageTitle';
import { PageHeading } from '../../../ui/PageHeading';
import { GIG_STATE_LABELS } from '../../../lib/gigLabels';
import { BuyerGigCard } from './BuyerGigCard';
import { useMyGigs } from './useMyGigs';
import { QueryFailedAlert } from '../../../ui/QueryFailedAlert';

type Filter = 'all' | GigState;
const FILTERS: readonly Filter[] = ['all', ...GIG_LIFECYCLE.states];

function filterFrom(raw: string | null): Filter {
  return GIG_LIFECYCLE.states.find((state) => state === raw) ?? 'all';
}

function PostGigButton() {
  return (
    <Button
      component={Link}
      to={PAGES.postGig.path}
      leftSection={<IconPlus size={18} aria-hidden />}
    >
      Post a gig
    </Button>
  );
}

/** /MyGigs: the client's gigs by state, each with its bid count and a link to compare bids. */
export function BuyerGigsPage() {
  usePageTitle(PAGES.buyerGigs.title);
  const now = useNow(60_000);
  const gigs = useMyGigs();
  const [params, setParams] = useSearchParams();
  const filter = filterFrom(params.get('state'));
  const all = gigs.data ?? [];
  const shown = filter === 'all' ? all : all.filter((gig) => gig.state === filter);
  const count = (state: Filter) =>
    state === 'all' ? all.length : all.filter((gig) => gig.state === state).length;

  let content;
  if (gigs.isPending) {
    content = <Skeleton h={160} radius="lg" aria-label="Loading your gigs" />;
  } else if (gigs.isError) {
    content = <QueryFailedAlert query={gigs} title="Your gigs could not be loaded" />;
  } else if (all.length === 0) {
    content = (
      <EmptyState
        icon={<IconFilePlus size={28} aria-hidden />}
        title="You have not posted a gig yet"
        description="Describe the property and the work; verified lawyers and surveyors bid, and you choose."
      >
        <EmptyState.Actions>
          <PostGigButton />
        </EmptyState.Actions>
      </EmptyState>
    );
  } else {
    content = (
      <Tabs
        value={filter}
        onChange={(value) =>
          setParams(value && value !== 'all' ? { state: value } : {}, { replace: true })
        }
        variant="pills"
      >
        <Tabs.List aria-label="Filter by state">
          {FILTERS.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {value === 'all' ? 'All' : GIG_STATE_LABELS[value]} ({count(value)})
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {FILTERS.map((value) => (
          <Tabs.Panel key={value} value={value} pt="md">
            {shown.length === 0 ? (
              <EmptyState
                size="sm"
                title={
                  value === 'all' ? 'No gigs' : `No ${GIG_STATE_LABELS[value].toLowerCase()} gigs`
                }
              />
            ) : (
              <Stack gap="md">
                {shown.map((gig) => (
                  <BuyerGigCard key={gig.id} gig={gig} now={now} />
                ))}
              </Stack>
            )}
          </Tabs.Panel>
        ))}
      </Tabs>
    );
  }

  return (
    <Container size="lg" py={{ base: 24, sm: 48 }}>
      <Stack gap="lg">
        <PageHeading
          title={PAGES.buyerGigs.title}
          description="Every gig you posted: compare bids on open ones, follow the work on the others."
          action={<PostGigButton />}
        />
        {content}
      </Stack>
    </Container>
  );
}
