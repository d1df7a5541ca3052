import { Anchor, Container, Stack } from '@mantine/core';
import { PAGES } from '@titletrust/shared';
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/usePageTitle';
import { PageHeading } from '../../../ui/PageHeading';
import { BalanceChecksSection } from './BalanceChecksSection';
import { OpenCheckoutsSection } from './OpenCheckoutsSection';
import { OpenPayoutsSection } from './OpenPayoutsSection';
import { ProviderEventsSection } from './ProviderEventsSection';

/** What the administrators watch of naira through the payments provider (decision 060). */
export function AdminPaymentsPage() {
  usePageTitle(PAGES.adminPayments.title);
  return (
    <Container size="lg" py={{ base: 24, sm: 48 }}>
      <Stack gap="lg">
        <Anchor component={Link} to={PAGES.adminDashboard.path} size="sm">
          Back to the admin dashboard
        </Anchor>
        <PageHeading
          title={PAGES.adminPayments.title}
          description="Paystack's webhook events, payments and payouts still open, and the daily balance check."
        />
        <ProviderEventsSection />
        <OpenCheckoutsSection />
        <OpenPayoutsSection />
        <BalanceChecksSection />
      </Stack>
    </Container>
  );
}
