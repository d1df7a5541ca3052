import { Container, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { PAGES } from '@titletrust/shared';
import { errorMessageOf } from '../../lib/api';
import { usePageTitle } from '../../lib/usePageTitle';
import { signInErrorMessage, useSignIn } from '../accounts';
import { notify } from '../../lib/notify';
import { DemoAccountCard } from './DemoAccountCard';
import { DemoNotice } from './DemoNotice';
import { isDemoModeOff } from './isDemoModeOff';
import { useDemoAccounts } from './useDemoAccounts';

function DemoAccounts() {
  const { data: accounts, isPending, isError, error, refetch } = useDemoAccounts();
  const signIn = useSignIn(null);
  if (isPending) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 3 }} aria-busy="true" aria-label="Loading demo accounts">
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} h={260} radius="lg" />
        ))}
      </SimpleGrid>
    );
  }
  if (isError) {
    if (isDemoModeOff(error))
      return <DemoNotice message="Demo accounts exist only in demo mode." />;
    return <DemoNotice message={errorMessageOf(error)} onRetry={() => void refetch()} />;
  }
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
      {accounts.map((account) => (
        <DemoAccountCard
          key={account.email}
          account={account}
          signingIn={signIn.isPending && signIn.variables.email === account.email}
          disabled={signIn.isPending}
          onSignIn={() =>
            signIn.mutate(
              { email: account.email, password: account.password, rememberMe: false },
              { onError: (failure) => notify.error(signInErrorMessage(failure), 'Not signed in') },
            )
          }
        />
      ))}
    </SimpleGrid>
  );
}

/** Demo page (spec §2): the three demo accounts, to try each role without registering. */
export function TestAccountsPage() {
  usePageTitle(PAGES.testAccounts.title);
  return (
    <Container size="lg" py={{ base: 24, sm: 48 }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{PAGES.testAccounts.title}</Title>
          <Text c="dimmed">
            One account for each role, created only in demo mode. Their data is for trying
            TitleTrust out and may be reset at any time.
          </Text>
        </Stack>
        <DemoAccounts />
      </Stack>
    </Container>
  );
}
