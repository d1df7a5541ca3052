import { Container, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { PAGES } from '@titletrust/shared';
import { usePageTitle } from '../../lib/usePageTitle';
import { PageHeading } from '../../ui/PageHeading';
import { QueryFailedAlert } from '../../ui/QueryFailedAlert';
import { BankAccountForm } from './BankAccountForm';
import { BankAccountsList } from './BankAccountsList';
import { PayoutsList } from './PayoutsList';
import { useBankAccounts } from './useBankAccounts';
import { usePayouts } from './usePayouts';
import { WithdrawNairaCard } from './WithdrawNairaCard';

/** /payouts: a professional's bank accounts, naira withdrawals and each payout's states. */
export function PayoutsPage() {
  usePageTitle(PAGES.payouts.title);
  const accounts = useBankAccounts();
  const payouts = usePayouts();
  return (
    <Container size="lg" py={{ base: 24, sm: 48 }}>
      <Stack gap="lg">
        <PageHeading
          title={PAGES.payouts.title}
          description="Withdraw your naira earnings to your Nigerian bank account."
        />
        {accounts.isError && (
          <QueryFailedAlert query={accounts} title="Your accounts could not be loaded" />
        )}
        {accounts.isPending ? (
          <Skeleton h={240} radius="lg" aria-label="Loading your bank accounts" />
        ) : (
          accounts.data && (
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              <Stack gap="lg">
                <WithdrawNairaCard accounts={accounts.data.accounts} />
                <BankAccountsList accounts={accounts.data.accounts} />
              </Stack>
              <BankAccountForm />
            </SimpleGrid>
          )
        )}
        {payouts.isError && (
          <QueryFailedAlert query={payouts} title="Your payouts could not be loaded" />
        )}
        {payouts.data && <PayoutsList payouts={payouts.data.payouts} />}
      </Stack>
    </Container>
  );
}
