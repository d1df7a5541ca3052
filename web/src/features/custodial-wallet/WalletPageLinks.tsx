import { Button, Group } from '@mantine/core';
import { IconArrowsExchange, IconCoin } from '@tabler/icons-react';
import { PAGES } from '@titletrust/shared';
import { Link } from 'react-router';

export function WalletPageLinks() {
  return (
    <Group gap="sm" component="nav" aria-label="Wallet pages">
      <Button
        component={Link}
        to={PAGES.walletTransactions.path}
        variant="default"
        leftSection={<IconArrowsExchange size={18} aria-hidden />}
      >
        Transactions
      </Button>
      <Button
        component={Link}
        to={PAGES.walletFunding.path}
        variant="default"
        leftSection={<IconCoin size={18} aria-hidden />}
      >
        Fund your wallet
      </Button>
    </Group>
  );
}
