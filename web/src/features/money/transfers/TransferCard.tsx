import { Card, Group, Stack, Text } from '@mantine/core';
import type { WalletTransfer } from '@titletrust/shared';
import { DetailList } from '../../../ui/DetailList';
import { formatDateTime } from '../../../lib/timeLeft';
import { SignedAmount } from '../payments/SignedAmount';
import { DIRECTION_LABELS, signedMinorOf } from './transferLabels';
import { TransferDirection } from './TransferDirection';
import { TransferId } from './TransferId';
import { TransferStateBadge } from './TransferStateBadge';

/** Phones: one card per transfer, every id in full so nothing scrolls sideways. */
export function TransferCard({ transfer }: { transfer: WalletTransfer }) {
  const details = [
    {
      term: 'Provider id',
      value: <TransferId value={transfer.providerTransferId} what="Provider transfer id" />,
    },
    { term: 'Tx hash', value: <TransferId value={transfer.txHash} what="Transaction hash" /> },
  ];
  if (transfer.direction === 'withdrawal') {
    details.push({
      term: 'Destination',
      value: <TransferId value={transfer.destinationAddress} what="Destination address" />,
    });
  }
  return (
    <Card
      withBorder
      radius="md"
      padding="sm"
      component="li"
      aria-label={`${DIRECTION_LABELS[transfer.direction]} of ${formatDateTime(transfer.createdAt)}`}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <TransferDirection transfer={transfer} />
          <SignedAmount minor={signedMinorOf(transfer)} currency={transfer.currency} />
        </Group>
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">
            {formatDateTime(transfer.createdAt)}
          </Text>
          <TransferStateBadge transfer={transfer} />
        </Group>
        <DetailList termWidth={88} details={details} />
      </Stack>
    </Card>
  );
}
