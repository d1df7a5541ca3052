import { Anchor, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { PAGES } from '@titletrust/shared';
import { Link } from 'react-router';
import { countLabel } from '../../lib/gigLabels';
import { gigPath } from '../../lib/gigPath';
import { formatTimeLeft } from '../../lib/timeLeft';
import { SectionCard } from '../../ui/SectionCard';

interface OpenGig {
  id: string;
  title: string;
  bidDeadline: string;
  pendingBids: number;
}

const bidCount = (count: number) =>
  count === 0 ? 'No bids yet' : `${countLabel(count, 'bid')} to compare`;

/** The client's open gigs, the first to stop taking bids first, each with its bids waiting. */
export function OpenGigsCard({ gigs, total }: { gigs: OpenGig[]; total: number }) {
  return (
    <SectionCard
      titleId="open-gigs-title"
      title="Your open gigs"
      description={total > gigs.length ? `The ${gigs.length} closing first of ${total}` : undefined}
    >
      {gigs.length === 0 ? (
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            No gig is taking bids. Post one and verified professionals will bid.
          </Text>
          <Button component={Link} to={PAGES.postGig.path} size="xs">
            Post a gig
          </Button>
        </Group>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {gigs.map((gig) => (
            <Group component="li" key={gig.id} justify="space-between" wrap="nowrap" gap="sm">
              <Stack gap={0} miw={0}>
                <Anchor component={Link} to={gigPath(gig.id)} fw={600} lineClamp={1}>
                  {gig.title}
                </Anchor>
                <Text size="xs" c="dimmed">
                  Bids close: {formatTimeLeft(gig.bidDeadline)}
                </Text>
              </Stack>
              <Badge variant={gig.pendingBids > 0 ? 'filled' : 'default'} flex="none">
                {bidCount(gig.pendingBids)}
              </Badge>
            </Group>
          ))}
        </Stack>
      )}
      {total > gigs.length && (
        <Anchor component={Link} to={PAGES.buyerGigs.path} size="sm">
          All your gigs
        </Anchor>
      )}
    </SectionCard>
  );
}
