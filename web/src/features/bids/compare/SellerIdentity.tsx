import { Group, Stack, Text } from '@mantine/core';
import type { Bid } from '@titletrust/shared';
import { UserAvatar } from '../../../ui/UserAvatar';
import { ProfessionalLink } from '../../../ui/ProfessionalLink';
import { VerificationBadge } from './VerificationBadge';

export function SellerIdentity({ seller }: { seller: Bid['seller'] }) {
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start" miw={0}>
      <UserAvatar name={seller.name} pictureUrl={seller.pictureUrl} size={36} />
      <Stack gap={2} miw={0}>
        <Group gap={6} wrap="wrap">
          <ProfessionalLink id={seller.id} name={seller.name} fw={600} size="sm" />
          <VerificationBadge isVerified={seller.isVerified} />
        </Group>
        {seller.professionalTitle && (
          <Text size="xs" c="dimmed">
            {seller.professionalTitle}
          </Text>
        )}
      </Stack>
    </Group>
  );
}
