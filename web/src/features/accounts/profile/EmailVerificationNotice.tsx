import { Alert, Button, Group, Text } from '@mantine/core';
import { IconMailExclamation } from '@tabler/icons-react';
import { messageResponseSchema, type SessionUser } from '@titletrust/shared';
import { apiRequest, errorMessageOf } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { useSingleMutation } from '../../../lib/useSingleMutation';

/**
 * A quiet reminder while the address is unverified (signing in works either way), with a way to
 * get a new link when the first one was lost. Wallet accounts still owing their profile have no
 * real address yet; the profile modal comes first.
 */
export function EmailVerificationNotice({ user }: { user: SessionUser }) {
  const resend = useSingleMutation({
    mutationFn: () =>
      apiRequest('/accounts/email-verification-requests', messageResponseSchema, {
        method: 'POST',
      }),
    onSuccess: ({ message }) => notify.success(message, 'Link sent'),
    onError: (error) => notify.error(errorMessageOf(error), 'Link not sent'),
  });
  if (user.emailVerified || user.profileStatus === 'incomplete') return null;
  return (
    <Alert
      variant="light"
      color="yellow"
      title="Please verify your email address"
      icon={<IconMailExclamation size={20} aria-hidden />}
    >
      <Group justify="space-between" align="center" gap="sm">
        <Text size="sm" maw={520}>
          We sent a link to {user.email}. Opening it confirms the address is yours, so we can reach
          you about your account.
        </Text>
        <Button
          size="xs"
          variant="default"
          loading={resend.isPending}
          onClick={() => resend.mutate()}
        >
          Send a new link
        </Button>
      </Group>
    </Alert>
  );
}
