import { Container, Stack, Text } from '@mantine/core';
import { PAGES } from '@titletrust/shared';
import { usePageTitle } from '../../lib/usePageTitle';
import { useSession } from '../accounts';
import { PageHeading } from '../../ui/PageHeading';
import { BuyerDashboard } from './BuyerDashboard';
import { SellerDashboard } from './SellerDashboard';

/** The buyer and seller dashboards: a greeting, the numbers that matter, and what to do next. */
export function DashboardPage({ page }: { page: 'buyerDashboard' | 'sellerDashboard' }) {
  usePageTitle(PAGES[page].title);
  const { data: user } = useSession();
  const firstName = user?.name.split(/\s+/)[0];
  return (
    <Container size="lg" py={{ base: 24, sm: 48 }}>
      <Stack gap="lg">
        {firstName && (
          <Text fz="lg" fw={600}>
            Welcome, {firstName}
          </Text>
        )}
        <PageHeading
          title={PAGES[page].title}
          description={
            page === 'buyerDashboard'
              ? 'Your gigs, the bids on them and the money in escrow.'
              : 'Your verification, your bids, your contracts and what you earned.'
          }
        />
        {page === 'buyerDashboard' ? <BuyerDashboard /> : <SellerDashboard />}
      </Stack>
    </Container>
  );
}
