import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { CustodialWallet } from '@titletrust/shared';
import { SectionCard } from '../../lib/SectionCard';
import { BalancesReadAt } from './BalancesReadAt';
import { formatNativeBalance, formatUsdcBalance } from './walletAmounts';

interface Props {
  wallet: CustodialWallet;
  refreshing: boolean;
  onRefresh: () => void;
}

function Balance({ label, amount }: { label: string; amount: string }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={26} fw={800} lh={1.2} style={{ overflowWrap: 'anywhere' }}>
        {amount}
      </Text>
    </Stack>
  );
}

/** USDC for payments, and the network token that pays for moving it; read again on request. */
export function WalletBalancesCard({ wallet, refreshing, onRefresh }: Props) {
  const { balances } = wallet;
  const canRefresh = wallet.state !== 'PENDING' && wallet.address !== null;
  return (
    <SectionCard titleId="balances-title" title="Balances">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <Balance label="USDC" amount={formatUsdcBalance(balances.usdc)} />
        <Balance
          label={`${balances.nativeSymbol} (network fees)`}
          amount={formatNativeBalance(balances.native, balances.nativeSymbol)}
        />
      </SimpleGrid>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <BalancesReadAt readAt={balances.readAt} />
        <Button
          variant="light"
          leftSection={<IconRefresh size={18} aria-hidden />}
          loading={refreshing}
          disabled={!canRefresh}
          onClick={onRefresh}
        >
          Refresh balances
        </Button>
      </Group>
    </SectionCard>
  );
}
