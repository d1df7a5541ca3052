import { Container, Text } from '@mantine/core';
import { PendingPage } from '../pending/PendingPage';
import { useSession } from '../accounts/session/useSession';

/** The buyer and seller dashboards: a greeting, then the shell until their features land. */
export function DashboardPage({ page }: { page: 'buyerDashboard' | 'sellerDashboard' }) {
  const { data: user } = useSession();
  const firstName = user?.name.split(/\s+/)[0];
  return (
    <>
      {firstName && (
        <Container size="sm" pt={40}>
          <Text fz="lg" fw={600} ta="center">
            Welcome, {firstName}
          </Text>
        </Container>
      )}
      <PendingPage page={page} />
    </>
  );
}
