import { Alert, Container, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { PAGES } from '@titletrust/shared';
import { errorMessageOf } from '../../lib/api';
import { BalancesSummary } from '../../ui/BalancesSummary';
import { LoadFailedAlert } from '../../ui/LoadFailedAlert';
import { useBalances } from '../../lib/useBalances';
import { usePageTitle } from '../../lib/usePageTitle';
import { useSession } from '../accounts';
import { CustodialWalletExplainer } from './CustodialWalletExplainer';
import { OnChainWalletCard } from './OnChainWalletCard';
import { PendingWalletAlert } from './PendingWalletAlert';
import { useCustodialWallet } from './useCustodialWallet';
import { useReadOnOpen, useRefreshBalances } from './useRefreshBalances';
import { useWalletReadyNotice } from './useWalletReadyNotice';
import { WalletAddressCard } from './WalletAddressCard';
import { isTestNetwork } from './walletLabels';
import { WalletPageLinks } from './WalletPageLinks';

function WalletContent({ userId }: { userId: string }) {
  const {
    data: wallet,
    isPending,
    isError,
    error,
    refetch,
    isRefetching,
  } = useCustodialWallet(userId);
  const refresh = useRefreshBalances(userId);
  const readingOnOpen = useReadOnOpen(userId, wallet);
  const balances = useBalances();
  useWalletReadyNotice(wallet === undefined ? undefined : (wallet?.state ?? null));

  if (isPending) {
    return (
      <SimpleGrid cols={{ base: 1, md: 2 }} aria-busy="true" aria-label="Loading your wallet">
        <Skeleton h={240} radius="lg" />
        <Skeleton h={240} radius="lg" />
      </SimpleGrid>
    );
  }
  if (isError) {
    return (
      <LoadFailedAlert
        title="Your wallet could not be loaded"
        onRetry={refetch}
        retrying={isRefetching}
      >
        {errorMessageOf(error)}
      </LoadFailedAlert>
    );
  }
  if (!wallet) {
    return (
      <>
        <PendingWalletAlert />
        <CustodialWalletExplainer />
      </>
    );
  }
  return (
    <>
      {wallet.state === 'PENDING' && <PendingWalletAlert problem={wallet.problem} />}
      {wallet.state === 'FROZEN' && (
        <Alert color="red" title="Your wallet is frozen">
          Payments into and out of this wallet are paused. Contact support if you did not expect
          this.
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <WalletAddressCard wallet={wallet} />
        <OnChainWalletCard
          wallet={wallet}
          balances={balances.data}
          refreshing={refresh.isPending || readingOnOpen}
          onRefresh={refresh.mutate}
        />
      </SimpleGrid>
      <CustodialWalletExplainer network={wallet.network} testNetwork={isTestNetwork(wallet)} />
    </>
  );
}

/**
 * /wallet: the person's money. Their balance on TitleTrust first (what the header and every money
 * page show), then the custodial USDC wallet that holds it: its address, and its on-chain figures
 * set against the balance.
 */
export function WalletPage() {
  usePageTitle(PAGES.wallet.title);
  // The guard renders this page only once the session holds a user.
  const { data: user } = useSession();
  return (
    <Container size="lg" py={{ base: 24, sm: 48 }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{PAGES.wallet.title}</Title>
          <Text c="dimmed">
            Your balance on TitleTrust, and the custodial USDC wallet that holds it for you.
          </Text>
        </Stack>
        {user && <BalancesSummary role={user.role} />}
        <WalletPageLinks role={user?.role} />
        {user && <WalletContent userId={user.id} />}
      </Stack>
    </Container>
  );
}
