import { Button, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import type { Balances, CustodialWallet } from '@titletrust/shared';
import { SectionCard } from '../../ui/SectionCard';
import { formatMinor } from '../../lib/moneyText';
import { BalancesReadAt } from './BalancesReadAt';
import { DetailList } from '../../ui/DetailList';
import { formatNativeBalance, formatUsdcBalance } from './walletAmounts';
import { reconcile, type Reconciliation } from './walletReconciliation';

interface Props {
  wallet: CustodialWallet;
  /** The person's balances on TitleTrust (undefined while they load): its USDC is compared. */
  balances: Balances | undefined;
  refreshing: boolean;
  onRefresh: () => void;
}

function Figure({ label, amount }: { label: string; amount: string }) {
  return (
    <Stack gap={2} role="group" aria-label={label}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={22} fw={700} lh={1.2} style={{ overflowWrap: 'anywhere' }}>
        {amount}
      </Text>
    </Stack>
  );
}

/** Why the two figures differ, in the words of what happened to the money. */
function reconciliationNote(result: Reconciliation): string {
  switch (result.kind) {
    case 'unread':
      return 'Once the wallet is read from the network, its USDC is compared with your USDC balance here.';
    case 'agrees':
      return 'They agree: all of your USDC balance is held in this wallet.';
    case 'more-on-chain':
      return `The wallet holds ${formatMinor(result.differenceMinor.toString(), 'USDC')} more than your USDC balance: escrow settles on TitleTrust's books, so USDC you paid through escrow stays in this wallet, though it is no longer yours to spend. A deposit that has only just arrived is credited within a minute.`;
    case 'more-in-balance':
      return `Your USDC balance is ${formatMinor(result.differenceMinor.toString(), 'USDC')} more than this wallet holds: escrow settles on TitleTrust's books, so USDC paid to you through escrow is held for you in other TitleTrust wallets.`;
  }
}

/**
 * What the custodial wallet holds on the network, shown as where the money is held and set
 * against the balance on TitleTrust, never as a second balance: escrow moves only the ledger.
 */
export function OnChainWalletCard({ wallet, balances, refreshing, onRefresh }: Props) {
  const { balances: onChain } = wallet;
  const canRefresh = wallet.state !== 'PENDING' && wallet.address !== null;
  const result = balances && reconcile(onChain, balances);
  return (
    <SectionCard
      titleId="on-chain-title"
      title="On-chain in your custodial wallet"
      description="Held for you by TitleTrust. Your USDC balance above is what you can spend."
    >
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md">
        <Figure label="USDC on-chain" amount={formatUsdcBalance(onChain.usdc)} />
        <Figure
          label={`${onChain.nativeSymbol} (network fees)`}
          amount={formatNativeBalance(onChain.native, onChain.nativeSymbol)}
        />
      </SimpleGrid>
      {result && (
        <Stack gap={6} aria-label="Your balance and the wallet compared" role="group">
          <DetailList
            termWidth={150}
            details={[
              {
                term: 'Your USDC balance in all',
                value: (
                  <>
                    {formatMinor(result.balanceMinor.toString(), 'USDC')}{' '}
                    <Text span size="xs" c="dimmed">
                      (available, in escrow, withdrawals on their way)
                    </Text>
                  </>
                ),
              },
              {
                term: 'On-chain in this wallet',
                value: result.kind === 'unread' ? 'Not read yet' : formatUsdcBalance(onChain.usdc),
              },
            ]}
          />
          <Text size="sm">{reconciliationNote(result)}</Text>
        </Stack>
      )}
      <Group justify="space-between" gap="sm" wrap="wrap">
        <BalancesReadAt readAt={onChain.readAt} />
        <Button
          variant="light"
          leftSection={<IconRefresh size={18} aria-hidden />}
          loading={refreshing}
          disabled={!canRefresh}
          onClick={onRefresh}
        >
          Read again from the network
        </Button>
      </Group>
    </SectionCard>
  );
}
