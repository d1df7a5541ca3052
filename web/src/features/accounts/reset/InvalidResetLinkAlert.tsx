import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { ACCOUNT_MESSAGES, PAGES } from '@titletrust/shared';
import { Link } from 'react-router';

/** A reset link that is missing, used or expired: say so and offer a fresh one. */
export function InvalidResetLinkAlert({ message }: { message?: string }) {
  return (
    <Alert color="red" title="This link cannot be used">
      <Stack gap="sm" align="flex-start">
        <Text size="sm">{message ?? ACCOUNT_MESSAGES.resetLinkInvalid}</Text>
        <Anchor component={Link} to={`${PAGES.login.path}?view=forgot`} size="sm">
          Ask for a new reset link
        </Anchor>
      </Stack>
    </Alert>
  );
}
