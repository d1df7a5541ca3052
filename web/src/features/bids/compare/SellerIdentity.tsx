import { Badge, Group, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { Bid } from '@titletrust/shared';
import { datedBadgeLabels } from '../../../lib/verificationBadges';
import { UserAvatar } from '../../../ui/UserAvatar';
import { ProfessionalLink } from '../../../ui/ProfessionalLink';
import { WHOLE_BADGE } from '../../../ui/GigBadges';
import { VerificationBadge } from './VerificationBadge';

/**
 * Who bid, with what TitleTrust checked and when: the client decides here, so the dated badges
 * of the public profile show on the bid itself, not only "Verified".
 */
export function SellerIdentity({ seller }: { seller: Bid['seller'] }) {
  const checks = datedBadgeLabels(seller.badges, seller.profession);
  return (
    <Group gap="sm" wrap="nowrap" align="flex-start" miw={0}>
      <UserAvatar name={seller.name} pictureUrl={seller.pictureUrl} size={36} />
      <Stack gap={4} miw={0}>
        <Group gap={6} wrap="wrap">
          <ProfessionalLink id={seller.id} name={seller.name} fw={600} size="sm" />
          <VerificationBadge isVerified={seller.isVerified} />
        </Group>
        {seller.professionalTitle && (
          <Text size="xs" c="dimmed">
            {seller.professionalTitle}
          </Text>
        )}
        {checks.length > 0 && (
          <Group
            component="ul"
            gap={4}
            wrap="wrap"
            aria-label={`What TitleTrust checked about ${seller.name}`}
            style={{ listStyle: 'none', padding: 0, margin: 0 }}
          >
            {checks.map((label) => (
              <Badge
                component="li"
                key={label}
                size="sm"
                color="teal"
                variant="outline"
                tt="none"
                style={WHOLE_BADGE}
                leftSection={<IconCircleCheck size={12} aria-hidden />}
              >
                {label}
              </Badge>
            ))}
          </Group>
        )}
      </Stack>
    </Group>
  );
}
