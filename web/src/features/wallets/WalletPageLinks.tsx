import { Button, Group } from '@mantine/core';
import { IconArrowsExchange, IconChartBar, IconCoin, IconReceipt } from '@tabler/icons-react';
import { PAGES, type Role } from '@titletrust/shared';
import { Link } from 'react-router';

/** The other money pages, one click from the balance; earnings only concern professionals. */
export function WalletPageLinks({ role }: { role: Role | undefined }) {
  const links = [
    { to: PAGES.walletFunding.path, label: 'Fund your wallet', icon: IconCoin },
    { to: PAGES.payments.path, label: 'Payments', icon: IconReceipt },
    ...(role === 'seller'
      ? [{ to: PAGES.earnings.path, label: 'Earnings', icon: IconChartBar }]
      : []),
    { to: PAGES.walletTransactions.path, label: 'Transactions', icon: IconArrowsExchange },
  ];
  return (
    <Group gap="sm" component="nav" aria-label="Wallet pages">
      {links.map((link) => (
        <Button
          key={link.to}
          component={Link}
          to={link.to}
          variant="default"
          leftSection={<link.icon size={18} aria-hidden />}
        >
          {link.label}
        </Button>
      ))}
    </Group>
  );
}
