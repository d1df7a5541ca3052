import { Badge, Stack, Text } from '@mantine/core';
import type { WalletTransfer } from '@titletrust/shared';
import { TRANSFER_STATE_COLORS, TRANSFER_STATE_LABELS } from './transferLabels';

/** The state, and for a failed transfer why it failed (the held amount went back). */
export function TransferStateBadge({
  transfer,
}: {
  transfer: Pick<WalletTransfer, 'state' | 'failureReason'>;
}) {
  return (
    <Stack gap={2} align="flex-start">
      <Badge variant="light" color={TRANSFER_STATE_COLORS[transfer.state]} tt="none">
        {TRANSFER_STATE_LABELS[transfer.state]}
      </Badge>
      {transfer.state === 'failed' && transfer.failureReason && (
        <Text size="xs" c="red.8" style={{ overflowWrap: 'anywhere' }}>
          {transfer.failureReason}
        </Text>
      )}
    </Stack>
  );
}
