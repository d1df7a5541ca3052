import { Container, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { PAGES } from '@titletrust/shared';
import { useNow } from '../../lib/useNow';
import { usePageTitle } from '../../lib/usePageTitle';
import { PageHeading } from '../../ui/PageHeading';
import { QueryFailedAlert } from '../../ui/QueryFailedAlert';
import { PayoutHoldsAlert } from '../security';
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
  // A held account becomes payable while the page is open.
  const now = useNow(60_000);
  return (
    <Container size="lg" py={{ base: 24, sm: 48 }}>
      <Stack gap="lg">
        <PageHeading
          title={PAGES.payouts.title}
          description="Withdraw your naira earnings to your Nigerian bank account."
        />
        <PayoutHoldsAlert />
        {accounts.isError && (
          <QueryFailedAlert query={accounts} title="Your accounts could not be loaded" />
        )}
        {accounts.isPending ? (
          <Skeleton h={240} radius="lg" aria-label="Loading your bank accounts" />
        ) : (
          accounts.data && (
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
              <Stack gap="lg">
                <WithdrawNairaCard accounts={accounts.data.accounts} now={now} />
                <BankAccountsList accounts={accounts.data.accounts} now={now} />
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
