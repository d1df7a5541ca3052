import { Button, Container, Group, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { IconBuildingBank, IconReceipt } from '@tabler/icons-react';
import { PAGES } from '@titletrust/shared';
import { Link } from 'react-router';
import { BalancesSummary } from '../../../ui/BalancesSummary';
import { SectionCard } from '../../../ui/SectionCard';
import { useNow } from '../../../lib/useNow';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useSession } from '../../accounts';
import { PayoutHoldsAlert } from '../../security';
import { useCustodialWallet } from '../../wallets';
import { PageHeading } from '../../../ui/PageHeading';
import { balanceIn, holdsAny } from '../../../lib/balances';
import { useWalletTransfers } from '../transfers/useWalletTransfers';
import { EarningsByCurrency } from './EarningsByCurrency';
import { RecentWithdrawals } from './RecentWithdrawals';
import { useEarnings } from './useEarnings';
import { useWithdrawalAddresses } from './useWithdrawalAddresses';
import { WithdrawalAddresses } from './WithdrawalAddresses';
import { WithdrawalForm } from './WithdrawalForm';
import { QueryFailedAlert } from '../../../ui/QueryFailedAlert';

/**
 * /earnings: a professional's balance and released earnings over time, per currency, and sending
 * USDC out of the custodial wallet. The USDC withdrawal shows only to someone with USDC (or USDC
 * withdrawals to follow): a naira-only professional sees no empty USDC form.
 */
export function EarningsPage() {
  usePageTitle(PAGES.earnings.title);
  const { data: user } = useSession();
  const earnings = useEarnings();
  const wallet = useCustodialWallet(user?.id ?? '');
  const transfers = useWalletTransfers();
  const addresses = useWithdrawalAddresses();
  // A held address becomes one to send to while the page is open.
  const now = useNow(60_000);
  const usdcShown =
    !!earnings.data &&
    (holdsAny(earnings.data.balances, 'USDC') ||
      earnings.data.byCurrency.some((entry) => entry.currency === 'USDC') ||
      !!transfers.data?.some((transfer) => transfer.direction === 'withdrawal'));

  return (
    <Container size="lg" py={{ base: 24, sm: 48 }}>
      <Stack gap="lg">
        <PageHeading
          title={PAGES.earnings.title}
          description="What you earned from your contracts in each currency, and the fees kept."
          action={
            <Group gap="sm">
              <Button
                component={Link}
                to={PAGES.payouts.path}
                leftSection={<IconBuildingBank size={18} aria-hidden />}
              >
                Withdraw naira to your bank
              </Button>
              <Button
                component={Link}
                to={PAGES.payments.path}
                variant="default"
                leftSection={<IconReceipt size={18} aria-hidden />}
              >
                All payments
              </Button>
            </Group>
          }
        />
        <PayoutHoldsAlert />
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
            <EarningsByCurrency byCurrency={earnings.data.byCurrency} />
            {usdcShown && (
              <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
                <Stack gap="lg">
                  <SectionCard
                    titleId="withdraw-title"
                    title="Withdraw USDC"
                    description="Send available USDC to your own wallet or exchange address on Polygon."
                  >
                    <WithdrawalForm
                      availableMinor={balanceIn(earnings.data.balances, 'USDC').availableMinor}
                      confirmed={earnings.confirmed}
                      ownAddress={wallet.data?.address ?? undefined}
                      addresses={addresses.data?.addresses}
                      now={now}
                    />
                  </SectionCard>
                  <WithdrawalAddresses ownAddress={wallet.data?.address ?? undefined} now={now} />
                </Stack>
                <RecentWithdrawals />
              </SimpleGrid>
            )}
          </>
        )}
      </Stack>
    </Container>
  );
}
