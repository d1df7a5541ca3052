import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconClock, IconGavel, IconMapPin } from '@tabler/icons-react';
import { stateName, type GigSummary } from '@titletrust/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { bidsTimeLeft } from '../../../lib/bidsTimeLeft';
import { CategoryBadge } from '../../../ui/GigBadges';
import { countLabel } from '../../../lib/gigLabels';
import { gigPath } from '../../../lib/gigPath';
import { formatBudget } from '../../../lib/moneyText';

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={4} wrap="nowrap" miw={0}>
      {icon}
      <Text size="sm" c="dimmed" truncate="end">
        {children}
      </Text>
    </Group>
  );
}

/** One search result: enough to decide whether to open the gig. */
export function GigResultCard({ gig, now }: { gig: GigSummary; now: Date }) {
  return (
    <Card withBorder radius="lg" padding="md" component="article" aria-label={gig.title}>
      <Stack gap="xs">
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Group gap="xs">
            <CategoryBadge category={gig.category} />
            {gig.viewerHasBid && (
              <Badge color="blue" variant="filled" tt="none">
                You bid
              </Badge>
            )}
          </Group>
          <Text fw={700}>{formatBudget(gig.budgetMinMinor, gig.budgetMaxMinor)}</Text>
        </Group>
        <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
          <Anchor component={Link} to={gigPath(gig.id)} c="inherit" fw={700}>
            {gig.title}
          </Anchor>
        </Title>
        <Text size="sm" lineClamp={2}>
          {gig.excerpt}
        </Text>
        <Group gap="md" wrap="wrap">
          <Fact icon={<IconMapPin size={16} aria-hidden />}>
            {gig.propertyAddress}, {stateName(gig.propertyState)}
          </Fact>
          <Fact icon={<IconClock size={16} aria-hidden />}>{bidsTimeLeft(gig, now)}</Fact>
          <Fact icon={<IconGavel size={16} aria-hidden />}>{countLabel(gig.bidCount, 'bid')}</Fact>
        </Group>
      </Stack>
    </Card>
  );
}
