import { Badge } from '@mantine/core';
import { IconRosetteDiscountCheck } from '@tabler/icons-react';

export function VerificationBadge({ isVerified }: { isVerified: boolean }) {
  return isVerified ? (
    <Badge
      color="brand"
      variant="light"
      tt="none"
      leftSection={<IconRosetteDiscountCheck size={14} aria-hidden />}
    >
      Verified
    </Badge>
  ) : (
    <Badge color="gray" variant="light" tt="none">
      Not verified
    </Badge>
  );
}
