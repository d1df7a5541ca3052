import { Button, Container, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { IconReceipt } from '@tabler/icons-react';
import { PAGES } from '@titletrust/shared';
import { Link } from 'react-router';
import { BalancesSummary } from '../../../ui/BalancesSummary';
import { SectionCard } from '../../../ui/SectionCard';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useSession } from '../../accounts';
import { useCustodialWallet } from '../../wallets';
import { PageHeading } from '../../../ui/PageHeading';
import { EarningsChart } from './EarningsChart';
import { EarningsSummary } from './EarningsSummary';
import { RecentWithdrawals } from './RecentWithdrawals';
import { useEarnings } from './useEarnings';
import { WithdrawalForm } from './WithdrawalForm';
import { QueryFailedAlert } from '../../../ui/QueryFailedAlert';

/** /earnings: a professional's balance, released earnings over time, and withdrawals. */
export function EarningsPage() {
  usePageTitle(PAGES.earnings.title);
  const { data: user } = useSession();
  const earnings = useEarnings();
  const wallet = useCustodialWallet(user?.id ?? '');

  return (
    <Container size="lg" py={{ base: 24, sm: 48 }}>
      <Stack gap="lg">
        <PageHeading
          title={PAGES.earnings.title}
          description="What you earned from your contracts, the fees kept, and sending your USDC out."
          action={
            <Button
              component={Link}
              to={PAGES.payments.path}
              variant="default"
              leftSection={<IconReceipt size={18} aria-hidden />}
            >
              All payments
            </Button>
          }
        />
        {user && <BalancesSummary role={user.role} />}
        {earnings.isPending ? (
          <Stack gap="md" aria-busy="true" aria-label="Loading your earnings">
            <SimpleGrid cols={{ base: 1, xs: 2 }}>
              {[0, 1].map((key) => (
                <Skeleton key={key} h={96} radius="lg" />
              ))}
            </SimpleGrid>
            <Skeleton h={320} radius="lg" />
          </Stack>
        ) : earnings.isError ? (
          <QueryFailedAlert query={earnings} title="Your earnings could not be loaded" />
        ) : (
          <>
            <EarningsSummary earnings={earnings.data} />
            <EarningsChart byMonth={earnings.data.byMonth} />
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              <SectionCard
                titleId="withdraw-title"
                title="Withdraw"
                description="Send available USDC to your own wallet or exchange address on Polygon."
              >
                <WithdrawalForm
                  availableMinor={earnings.data.balances.availableMinor}
                  confirmed={earnings.confirmed}
                  ownAddress={wallet.data?.address ?? undefined}
                />
              </SectionCard>
              <RecentWithdrawals />
            </SimpleGrid>
          </>
        )}
      </Stack>
    </Container>
  );
}
