import { Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { stateName, type GigSummary } from '@titletrust/shared';
import { Link } from 'react-router';
import { formatRelativeTime } from '../../../lib/formatRelativeTime';
import { formatTimeLeft } from '../../../lib/timeLeft';
import { contractPath } from '../../../lib/contractPath';
import { CategoryBadge, GigStateBadge } from '../../../ui/GigBadges';
import { countLabel } from '../../../lib/gigLabels';
import { gigPath } from '../../../lib/gigPath';
import { useMyContracts } from '../../contracts';
import { formatBudget } from '../../../lib/moneyText';

/** One of the client's gigs: its state, and how many bids wait to be compared. */
export function BuyerGigCard({ gig, now }: { gig: GigSummary; now: Date }) {
  const awaitingReview = gig.state === 'open' && gig.bidCount > 0;
  // One cached list serves every card; a cancelled contract no longer concerns the gig.
  const contract = useMyContracts().data?.find(
    (candidate) => candidate.gigId === gig.id && candidate.state !== 'cancelled',
  );
  return (
    <Card withBorder radius="lg" padding="md" component="article" aria-label={gig.title}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Group gap="xs">
            <GigStateBadge state={gig.state} />
            <CategoryBadge category={gig.category} />
          </Group>
          <Text fw={700}>{formatBudget(gig.budgetMinMinor, gig.budgetMaxMinor)}</Text>
        </Group>
        <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
          <Anchor component={Link} to={gigPath(gig.id)} c="inherit" fw={700}>
            {gig.title}
          </Anchor>
        </Title>
        <Group gap="md" wrap="wrap">
          {awaitingReview ? (
            <Badge color="gold" variant="light" tt="none">
              {countLabel(gig.bidCount, 'bid')} to compare
            </Badge>
          ) : (
            <Text size="sm" c="dimmed">
              {countLabel(gig.bidCount, 'bid')}
            </Text>
          )}
          <Text size="sm" c="dimmed">
            {gig.propertyAddress}, {stateName(gig.propertyState)}
          </Text>
          {gig.state === 'open' && (
            <Text size="sm" c="dimmed">
              Bids close: {formatTimeLeft(gig.bidDeadline, now)}
            </Text>
          )}
          <Text size="sm" c="dimmed">
            Posted {formatRelativeTime(new Date(gig.createdAt), now)}
          </Text>
        </Group>
        {contract && (
          <Group>
            <Button component={Link} to={contractPath(contract.id)} size="xs" variant="light">
              Open the contract
            </Button>
          </Group>
        )}
      </Stack>
    </Card>
  );
}
