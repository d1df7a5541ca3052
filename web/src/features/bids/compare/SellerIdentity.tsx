import { Group, Stack, Text } from '@mantine/core';
import type { Bid } from '@titletrust/shared';
import { VerificationBadge } from './VerificationBadge';

export function SellerIdentity({ seller }: { seller: Bid['seller'] }) {
  return (
    <Stack gap={2} miw={0}>
      <Group gap={6} wrap="wrap">
        <Text fw={600} size="sm">
          {seller.name}
        </Text>
        <VerificationBadge isVerified={seller.isVerified} />
      </Group>
      {seller.professionalTitle && (
        <Text size="xs" c="dimmed">
          {seller.professionalTitle}
        </Text>
      )}
    </Stack>
  );
}
