import { Group, Skeleton, Stack, Text } from '@mantine/core';
import type { WalletTransfer } from '@titletrust/shared';
import { useMemo } from 'react';
import { PlainList } from '../../../ui/PlainList';
import { SectionCard } from '../../../ui/SectionCard';
import { shortenAddress } from '../../../lib/shortenAddress';
import { formatDateTime } from '../../../lib/timeLeft';
import { formatMinor } from '../../../lib/moneyText';
import { TransferStateBadge } from '../transfers/TransferStateBadge';
import { useWalletTransfers } from '../transfers/useWalletTransfers';
import { useWithdrawalOutcomes } from './useWithdrawalOutcomes';
import { QueryFailedAlert } from '../../../ui/QueryFailedAlert';

const SHOWN = 10;

function WithdrawalItem({ transfer }: { transfer: WalletTransfer }) {
  const amount = formatMinor(transfer.amountMinor, transfer.currency);
  return (
    <Stack component="li" gap={2} aria-label={`Withdrawal of ${amount}`}>
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <Text fw={700}>{amount}</Text>
        <TransferStateBadge transfer={transfer} />
      </Group>
      {transfer.destinationAddress && (
        <Text size="sm" ff="monospace" style={{ overflowWrap: 'anywhere' }}>
          To {transfer.destinationAddress}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        {formatDateTime(transfer.createdAt)}
        {transfer.txHash && ` · Transaction ${shortenAddress(transfer.txHash, 6)}`}
      </Text>
    </Stack>
  );
}

/** The latest withdrawals; a pending one turns complete on its own while the page is open. */
export function RecentWithdrawals() {
  const transfers = useWalletTransfers();
  const withdrawals = useMemo(
    () => transfers.data?.filter((transfer) => transfer.direction === 'withdrawal'),
    [transfers.data],
  );
  useWithdrawalOutcomes(withdrawals);
  return (
    <SectionCard titleId="withdrawals-title" title="Recent withdrawals">
      {transfers.isError ? (
        <QueryFailedAlert query={transfers} title="Your withdrawals could not be loaded" />
      ) : !withdrawals ? (
        <Stack gap="xs" aria-busy="true" aria-label="Loading withdrawals">
          <Skeleton h={56} radius="md" />
          <Skeleton h={56} radius="md" />
        </Stack>
      ) : withdrawals.length === 0 ? (
        <Text size="sm" c="dimmed">
          No withdrawals yet.
        </Text>
      ) : (
        <PlainList gap="md" aria-label="Withdrawals">
          {withdrawals.slice(0, SHOWN).map((transfer) => (
            <WithdrawalItem key={transfer.id} transfer={transfer} />
          ))}
        </PlainList>
      )}
    </SectionCard>
  );
}
