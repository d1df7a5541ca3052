import { Alert, Anchor, Text } from '@mantine/core';
import { IconShieldExclamation } from '@tabler/icons-react';
import { GIG_MESSAGES, PAGES } from '@titletrust/shared';
import { Link } from 'react-router';

/** Why an unverified professional cannot bid yet, and where to go about it. */
export function NotVerifiedNotice() {
  return (
    <Alert
      color="yellow"
      title="Get verified to bid"
      icon={<IconShieldExclamation size={18} aria-hidden />}
    >
      <Text size="sm">{GIG_MESSAGES.notVerified}</Text>
      <Anchor component={Link} to={PAGES.sellerDashboard.path} size="sm" fw={600}>
        See your verification status
      </Anchor>
    </Alert>
  );
}
