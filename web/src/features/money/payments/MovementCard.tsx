import { Card, Group, Stack, Text } from '@mantine/core';
import type { Movement } from '@titletrust/shared';
import { DetailList, type Detail } from '../../../ui/DetailList';
import { formatDateTime } from '../../../lib/timeLeft';
import { formatMinor } from '../../../lib/moneyText';
import { MOVEMENT_KIND_LABELS } from '@titletrust/shared';
import { MovementSubject } from './MovementSubject';
import { SignedAmount } from './SignedAmount';

/** Phones: one card per movement, the change of the available balance first. */
export function MovementCard({ movement }: { movement: Movement }) {
  const details: Detail[] = [
    {
      term: 'Available',
      value: <SignedAmount minor={movement.availableDeltaMinor} currency={movement.currency} />,
    },
  ];
  if (movement.heldDeltaMinor !== '0') {
    details.push({
      term: 'Withdrawal hold',
      value: <SignedAmount minor={movement.heldDeltaMinor} currency={movement.currency} />,
    });
  }
  if (movement.escrowDeltaMinor !== '0') {
    details.push({
      term: 'Your escrow',
      value: <SignedAmount minor={movement.escrowDeltaMinor} currency={movement.currency} />,
    });
  }
  if (movement.feeMinor !== '0') {
    details.push({ term: 'Fee', value: formatMinor(movement.feeMinor, movement.currency) });
  }
  return (
    <Card withBorder radius="md" padding="sm" component="li">
      <Stack gap={6}>
        <Group justify="space-between" gap="xs" align="baseline">
          <Text fw={700}>{MOVEMENT_KIND_LABELS[movement.kind]}</Text>
          <Text size="xs" c="dimmed">
            {formatDateTime(movement.createdAt)}
          </Text>
        </Group>
        <MovementSubject movement={movement} />
        <DetailList details={details} termWidth={120} />
      </Stack>
    </Card>
  );
}
