import { Alert, Button, Container, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';
import { CUSTODIAL_WALLET_MESSAGES, PAGES } from '@titletrust/shared';
import { errorMessageOf } from '../../lib/api';
import { usePageTitle } from '../../lib/usePageTitle';
import { useSession } from '../accounts/session/useSession';
import { CustodialWalletExplainer } from './CustodialWalletExplainer';
import { useCustodialWallet } from './useCustodialWallet';
import { useRefreshBalances } from './useRefreshBalances';
import { useWalletReadyNotice } from './useWalletReadyNotice';
import { WalletAddressCard } from './WalletAddressCard';
import { WalletBalancesCard } from './WalletBalancesCard';
import { isTestNetwork } from './walletLabels';
import { WalletPageLinks } from './WalletPageLinks';

function PendingWalletAlert({ message }: { message: string }) {
  return (
    <Alert
      color="blue"
      title="Your wallet is on its way"
      icon={<IconHourglassHigh size={18} aria-hidden />}
    >
      {message}
    </Alert>
  );
}

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
      <Alert color="red" title="Your wallet could not be loaded">
        <Stack gap="sm" align="flex-start">
          {errorMessageOf(error)}
          <Button
            size="xs"
            variant="light"
            color="red"
            loading={isRefetching}
            onClick={() => void refetch()}
          >
            Try again
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (!wallet) {
    return (
      <>
        <PendingWalletAlert message={CUSTODIAL_WALLET_MESSAGES.pending} />
        <CustodialWalletExplainer />
      </>
    );
  }
  return (
    <>
      {wallet.state === 'PENDING' && (
        <PendingWalletAlert message={CUSTODIAL_WALLET_MESSAGES.pending} />
      )}
      {wallet.state === 'FROZEN' && (
        <Alert color="red" title="Your wallet is frozen">
          Payments into and out of this wallet are paused. Contact support if you did not expect
          this.
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <WalletAddressCard wallet={wallet} />
        <WalletBalancesCard
          wallet={wallet}
          refreshing={refresh.isPending}
          onRefresh={() => refresh.mutate()}
        />
      </SimpleGrid>
      <WalletPageLinks />
      <CustodialWalletExplainer network={wallet.network} testNetwork={isTestNetwork(wallet)} />
    </>
  );
}

/** /wallet: the custodial USDC wallet every account gets, with its address and balances. */
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
            Your USDC wallet on TitleTrust: receive funds here, pay for gigs from it, and see what
            it holds.
          </Text>
        </Stack>
        {user && <WalletContent userId={user.id} />}
      </Stack>
    </Container>
  );
}
