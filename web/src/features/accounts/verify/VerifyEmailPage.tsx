import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { ACCOUNT_MESSAGES, messageResponseSchema, PAGES } from '@titletrust/shared';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { apiRequest } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/usePageTitle';
import { AuthCard } from '../components/AuthCard';
import { announceAuthChange } from '../session/authChannel';
import { SESSION_QUERY_KEY, useSession } from '../session/useSession';
import { useSingleMutation } from '../../../lib/useSingleMutation';

function NextStep() {
  const signedIn = !!useSession().data;
  return signedIn ? (
    <Button component={Link} to={PAGES.profile.path}>
      Go to your profile
    </Button>
  ) : (
    <Button component={Link} to={PAGES.login.path}>
      Go to sign in
    </Button>
  );
}

/**
 * Opened from the verification e-mail's link (/verify-email?token=…). The address is verified
 * only when the person presses the button, not on opening the page: mail scanners open links
 * too, and must not verify an address on their own.
 */
export function VerifyEmailPage() {
  usePageTitle(PAGES.verifyEmail.title);
  const queryClient = useQueryClient();
  const token = useSearchParams()[0].get('token') ?? '';
  const verify = useSingleMutation({
    mutationFn: () =>
      apiRequest('/accounts/email-verifications', messageResponseSchema, { json: { token } }),
    onSuccess: ({ message }) => {
      notify.success(message, 'Email verified');
      void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
      announceAuthChange('email-verified');
    },
  });

  if (verify.isSuccess) {
    return (
      <AuthCard title={PAGES.verifyEmail.title}>
        <Stack gap="md">
          <Alert color="brand" title="Email verified">
            {verify.data.message}
          </Alert>
          <NextStep />
        </Stack>
      </AuthCard>
    );
  }
  if (!token || verify.isError) {
    return (
      <AuthCard title={PAGES.verifyEmail.title}>
        <Alert color="red" title="This link cannot be used">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">
              {verify.error?.message ?? ACCOUNT_MESSAGES.verificationLinkInvalid}
            </Text>
            <Anchor component={Link} to={PAGES.profile.path} size="sm">
              Ask for a new link on your profile
            </Anchor>
          </Stack>
        </Alert>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={PAGES.verifyEmail.title} subtitle="Confirm that this email address is yours.">
      <Button size="md" loading={verify.isPending} onClick={() => verify.mutate()}>
        Verify my email address
      </Button>
    </AuthCard>
  );
}
