import { SimpleGrid, Stack } from '@mantine/core';
import { IconList, IconPlus } from '@tabler/icons-react';
import { AmountsFigure } from './AmountsFigure';
import { ContractsByStateCard } from './ContractsByStateCard';
import { DashboardLinks } from './DashboardLinks';
import { dashboardLoadState } from './dashboardLoadState';
import { MilestonesDueCard } from './MilestonesDueCard';
import { NextActions } from './NextActions';
import { OpenGigsCard } from './OpenGigsCard';
import { StatCard } from '../../ui/StatCard';
import { useBuyerDashboard } from './useDashboard';

export function BuyerDashboard() {
  const dashboard = useBuyerDashboard();
  const loading = dashboardLoadState(dashboard);
  if (loading || !dashboard.data) return loading;
  const data = dashboard.data;
  return (
    <Stack gap="lg">
      <NextActions actions={data.nextActions} />
      <MilestonesDueCard milestones={data.milestonesDue} />
      <SimpleGrid cols={{ base: 1, xs: 3 }}>
        <StatCard label="Open gigs" value={data.openGigs} detail="Taking bids now" />
        <StatCard
          label="Bids awaiting your decision"
          value={data.bidsAwaitingDecision}
          detail="Compare them on each gig's page"
        />
        <StatCard
          label="Held in escrow"
          value={<AmountsFigure amounts={data.escrowHeld} />}
          detail="Released only when you approve the work"
        />
      </SimpleGrid>
      <OpenGigsCard gigs={data.openGigsSoonestClosing} total={data.openGigs} />
      <ContractsByStateCard counts={data.contractsByState} />
      <DashboardLinks
        links={[
          { page: 'postGig', label: 'Post a gig', icon: IconPlus },
          { page: 'buyerGigs', label: 'My gigs', icon: IconList },
        ]}
      />
    </Stack>
  );
}
