import { Group, Stack, Text } from '@mantine/core';
import type { Delivery } from '@titletrust/shared';
import { DeliveryRevision } from '../../contracts';
import { formatDateTime } from '../../../lib/timeLeft';

/** One delivery as the client received it, shown the way the contract page shows it. */
export function DeliveryView({ delivery }: { delivery: Delivery }) {
  const label = `Delivery ${delivery.revision}`;
  return (
    <Stack gap="xs" component="section" aria-label={label}>
      <Group gap="xs" justify="space-between">
        <Text fw={700}>{label}</Text>
        <Text size="xs" c="dimmed">
          {formatDateTime(delivery.createdAt)}
        </Text>
      </Group>
      <DeliveryRevision delivery={delivery} />
    </Stack>
  );
}
