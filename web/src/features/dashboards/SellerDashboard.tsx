import { Anchor, SimpleGrid, Stack } from '@mantine/core';
import {
  IconBriefcase,
  IconCoins,
  IconGavel,
  IconSearch,
  IconShieldCheck,
} from '@tabler/icons-react';
import { PAGES } from '@titletrust/shared';
import { Link } from 'react-router';
import { AmountsFigure } from './AmountsFigure';
import { YourReviewsCard } from '../reviews';
import { ContractsByStateCard } from './ContractsByStateCard';
import { DashboardLinks } from './DashboardLinks';
import { dashboardLoadState } from './dashboardLoadState';
import { MilestonesDueCard } from './MilestonesDueCard';
import { NextActions } from './NextActions';
import { StatCard } from '../../ui/StatCard';
import { useSellerDashboard } from './useDashboard';
import { VerificationStatusCard } from './VerificationStatusCard';

const ACTIVE_STATES = ['awaiting_funding', 'active', 'delivered', 'disputed'];

export function SellerDashboard() {
  const dashboard = useSellerDashboard();
  const loading = dashboardLoadState(dashboard);
  if (loading || !dashboard.data) return loading;
  const data = dashboard.data;
  const activeContracts = ACTIVE_STATES.reduce(
    (sum, state) => sum + (data.contractsByState[state] ?? 0),
    0,
  );
  return (
    <Stack gap="lg">
      <VerificationStatusCard
        status={data.verificationStatus}
        submittedAt={data.verificationSubmittedAt}
      />
      <NextActions actions={data.nextActions} />
      <MilestonesDueCard milestones={data.milestonesDue} />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        <StatCard
          label="Pending bids"
          value={data.pendingBids}
          detail="Waiting for clients' decisions"
        />
        <StatCard
          label="Contracts under way"
          value={activeContracts}
          detail="From awaiting funding to delivered"
        />
        <StatCard
          label="Jobs done"
          value={data.jobsCompleted}
          detail="Contracts that paid you for the work; clients see it beside your bids"
        />
        <StatCard
          label="Earned this month"
          value={<AmountsFigure amounts={data.earningsThisMonth} />}
          detail={
            <>
              Released to you, after the platform fee ·{' '}
              <Anchor component={Link} to={PAGES.earnings.path} inherit>
                Earnings and withdrawals
              </Anchor>
            </>
          }
        />
      </SimpleGrid>
      <ContractsByStateCard counts={data.contractsByState} />
      <YourReviewsCard />
      <DashboardLinks
        links={[
          { page: 'findGigs', label: 'Find gigs', icon: IconSearch },
          { page: 'activeBids', label: 'Active bids', icon: IconGavel },
          { page: 'sellerGigs', label: 'My gigs', icon: IconBriefcase },
          { page: 'earnings', label: 'Earnings', icon: IconCoins },
          { page: 'verification', label: 'Verification', icon: IconShieldCheck },
        ]}
      />
    </Stack>
  );
}
