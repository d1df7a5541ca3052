import { Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { CustodialWallet } from '@titletrust/shared';
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
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="balances-title">
      <Stack gap="md">
        <Title order={2} size="h3" id="balances-title">
          Balances
        </Title>
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
      </Stack>
    </Card>
  );
}
