import { Badge } from '@mantine/core';
import { IconRosetteDiscountCheck } from '@tabler/icons-react';
import { WHOLE_BADGE } from '../../../ui/GigBadges';

export function VerificationBadge({ isVerified }: { isVerified: boolean }) {
  return isVerified ? (
    <Badge
      color="brand"
      variant="light"
      tt="none"
      style={WHOLE_BADGE}
      leftSection={<IconRosetteDiscountCheck size={14} aria-hidden />}
    >
      Verified
    </Badge>
  ) : (
    <Badge color="gray" variant="light" tt="none" style={WHOLE_BADGE}>
      Not verified
    </Badge>
  );
}
