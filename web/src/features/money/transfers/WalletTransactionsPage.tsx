import { Box, Button, Container, EmptyState, Skeleton, Stack } from '@mantine/core';
import { IconArrowsExchange, IconCoin } from '@tabler/icons-react';
import { PAGES } from '@titletrust/shared';
import { Link } from 'react-router';
import { PlainList } from '../../../ui/PlainList';
import { usePageTitle } from '../../../lib/usePageTitle';
import { PageHeading } from '../../../ui/PageHeading';
import { TransferCard } from './TransferCard';
import { TransfersTable } from './TransfersTable';
import { useWalletTransfers } from './useWalletTransfers';
import { QueryFailedAlert } from '../../../ui/QueryFailedAlert';

function AddFundsButton() {
  return (
    <Button
      component={Link}
      to={PAGES.walletFunding.path}
      leftSection={<IconCoin size={18} aria-hidden />}
    >
      Add funds
    </Button>
  );
}

/** /wallet/transactions: USDC in and out of the custodial wallet, with the provider's ids. */
export function WalletTransactionsPage() {
  usePageTitle(PAGES.walletTransactions.title);
  const transfers = useWalletTransfers();

  let content;
  if (transfers.isPending) {
    content = <Skeleton h={200} radius="lg" aria-label="Loading your transfers" />;
  } else if (transfers.isError) {
    content = <QueryFailedAlert query={transfers} title="Your transfers could not be loaded" />;
  } else if (transfers.data.length === 0) {
    content = (
      <EmptyState
        icon={<IconArrowsExchange size={28} aria-hidden />}
        title="No deposits or withdrawals yet"
        description="USDC you add to your wallet, and payouts you send out of it, are listed here."
      >
        <EmptyState.Actions>
          <AddFundsButton />
        </EmptyState.Actions>
      </EmptyState>
    );
  } else {
    // Both are in the page; CSS shows the one that fits, so there is no flash on load.
    content = (
      <>
        <Box visibleFrom="sm">
          <TransfersTable transfers={transfers.data} />
        </Box>
        <Box hiddenFrom="sm">
          <PlainList gap="sm" aria-label="Wallet transfers">
            {transfers.data.map((transfer) => (
              <TransferCard key={transfer.id} transfer={transfer} />
            ))}
          </PlainList>
        </Box>
      </>
    );
  }

  return (
    <Container size="lg" py={{ base: 24, sm: 48 }}>
      <Stack gap="lg">
        <PageHeading
          title={PAGES.walletTransactions.title}
          description="Every deposit into your wallet and every withdrawal out of it, with the wallet provider's ids."
          action={<AddFundsButton />}
        />
        {content}
      </Stack>
    </Container>
  );
}
