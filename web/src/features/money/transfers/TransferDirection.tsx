import { Stack, Text } from '@mantine/core';
import type { WalletTransfer } from '@titletrust/shared';
import { DIRECTION_LABELS, SOURCE_LABELS } from './transferLabels';

export function TransferDirection({
  transfer,
}: {
  transfer: Pick<WalletTransfer, 'direction' | 'source'>;
}) {
  return (
    <Stack gap={0}>
      <Text size="sm" fw={600}>
        {DIRECTION_LABELS[transfer.direction]}
      </Text>
      <Text size="xs" c="dimmed">
        {SOURCE_LABELS[transfer.source]}
      </Text>
    </Stack>
  );
}
