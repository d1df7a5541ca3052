import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { IconList, IconPlus } from '@tabler/icons-react';
import { PAGES } from '@titletrust/shared';
import { Link } from 'react-router';
import { formatMicros } from '../gigs/usdcAmounts';
import { ContractsByStateCard } from './ContractsByStateCard';
import { dashboardLoadState } from './dashboardLoadState';
import { NextActions } from './NextActions';
import { StatCard } from './StatCard';
import { useBuyerDashboard } from './useDashboard';

export function BuyerDashboard() {
  const dashboard = useBuyerDashboard();
  const loading = dashboardLoadState(dashboard);
  if (loading || !dashboard.data) return loading;
  const data = dashboard.data;
  return (
    <Stack gap="lg">
      <NextActions actions={data.nextActions} />
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <StatCard label="Open gigs" value={data.openGigs} detail="Taking bids now" />
        <StatCard
          label="Bids awaiting your decision"
          value={data.bidsAwaitingDecision}
          detail="Compare them on each gig's page"
        />
        <StatCard
          label="Held in escrow"
          value={formatMicros(data.escrowHeldMicros)}
          detail="Released only when you approve the work"
        />
      </SimpleGrid>
      <ContractsByStateCard counts={data.contractsByState} />
      <Group gap="sm">
        <Button
          component={Link}
          to={PAGES.postGig.path}
          leftSection={<IconPlus size={18} aria-hidden />}
        >
          Post a gig
        </Button>
        <Button
          component={Link}
          to={PAGES.buyerGigs.path}
          variant="default"
          leftSection={<IconList size={18} aria-hidden />}
        >
          My gigs
        </Button>
      </Group>
    </Stack>
  );
}
