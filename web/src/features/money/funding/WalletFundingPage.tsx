import { Alert, Button, Container, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowsExchange } from '@tabler/icons-react';
import { PAGES } from '@titletrust/shared';
import { Link, useSearchParams } from 'react-router';
import { useAppConfig } from '../../../lib/appConfig';
import { usePageTitle } from '../../../lib/usePageTitle';
import { useSession } from '../../accounts';
import { PendingWalletAlert, useCustodialWallet } from '../../wallets';
import { PageHeading } from '../../../ui/PageHeading';
import { BalancesSummary } from '../../../ui/BalancesSummary';
import { contractPath } from '../../../lib/contractPath';
import { DepositAddressCard } from './DepositAddressCard';
import { DepositStepsCard } from './DepositStepsCard';
import { AddNairaCard } from '../../payments';
import { FaucetCard } from './FaucetCard';
import { fundingNeedFrom } from './fundingLink';
import { QueryFailedAlert } from '../../../ui/QueryFailedAlert';

/**
 * The USDC ways in: the custodial wallet's deposit address, and the faucet in demo mode. Naira
 * comes in through the payments provider's checkout, on a card of its own beside these.
 */
function UsdcFunding({ userId, initialAmount }: { userId: string; initialAmount: string }) {
  const wallet = useCustodialWallet(userId);
  const config = useAppConfig();

  if (wallet.isPending || config.isPending) {
    return (
      <SimpleGrid cols={{ base: 1, md: 2 }} aria-busy="true" aria-label="Loading your wallet">
        <Skeleton h={280} radius="lg" />
        <Skeleton h={200} radius="lg" />
      </SimpleGrid>
    );
  }
  if (wallet.isError) {
    return <QueryFailedAlert query={wallet} title="Your wallet could not be loaded" />;
  }
  if (!wallet.data) return <PendingWalletAlert />;
  const { network } = wallet.data;
  const faucetOn = config.data?.faucet.enabled ?? false;
  return (
    <>
      {wallet.data.state === 'PENDING' && <PendingWalletAlert />}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <DepositAddressCard wallet={wallet.data} />
        {faucetOn ? (
          <FaucetCard
            network={network}
            disabled={wallet.data.state !== 'LIVE'}
            initialAmount={initialAmount}
          />
        ) : (
          <DepositStepsCard network={network} />
        )}
      </SimpleGrid>
    </>
  );
}

/**
 * /wallet/funding: the balances, then the ways to add money in each currency. A contract short
 * of money links here with its shortfall and currency: a USDC one pre-fills the faucet.
 */
export function WalletFundingPage() {
  usePageTitle(PAGES.walletFunding.title);
  const { data: user } = useSession();
  const [params] = useSearchParams();
  const need = fundingNeedFrom(params);
  return (
    <Container size="lg" py={{ base: 24, sm: 48 }}>
      <Stack gap="lg">
        <PageHeading
          title={PAGES.walletFunding.title}
          description="Add money to your TitleTrust balance, then fund the escrow of your contracts from it."
          action={
            <Button
              component={Link}
              to={PAGES.walletTransactions.path}
              variant="default"
              leftSection={<IconArrowsExchange size={18} aria-hidden />}
            >
              Transactions
            </Button>
          }
        />
        {need.contractId && (
          <Alert color="blue" title="Funding a contract">
            <Group justify="space-between" gap="sm">
              <Text size="sm">
                Once your available balance covers the contract price, go back and fund the escrow.
              </Text>
              <Button component={Link} to={contractPath(need.contractId)} size="xs">
                Back to the contract
              </Button>
            </Group>
          </Alert>
        )}
        {user && <BalancesSummary role={user.role} />}
        {user && (
          <AddNairaCard
            contractId={need.currency === 'NGN' ? need.contractId : undefined}
            initialAmount={need.currency === 'NGN' ? need.amountText : ''}
          />
        )}
        {user && (
          <UsdcFunding
            userId={user.id}
            initialAmount={need.currency === 'USDC' ? need.amountText : ''}
          />
        )}
      </Stack>
    </Container>
  );
}
