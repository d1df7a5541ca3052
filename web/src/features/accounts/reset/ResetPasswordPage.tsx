import { Alert, Button, Stack } from '@mantine/core';
import { ACCOUNT_MESSAGES, PAGES } from '@titletrust/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { notify } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/usePageTitle';
import { AuthCard } from '../components/AuthCard';
import { announceAuthChange } from '../session/authChannel';
import { SESSION_QUERY_KEY } from '../session/useSession';
import { InvalidResetLinkAlert } from './InvalidResetLinkAlert';
import { ResetPasswordForm } from './ResetPasswordForm';

/** Opened from the reset e-mail's link (/reset-password?token=…). */
export function ResetPasswordPage() {
  usePageTitle(PAGES.resetPassword.title);
  const queryClient = useQueryClient();
  const token = useSearchParams()[0].get('token') ?? '';
  const [changed, setChanged] = useState(false);

  const onChanged = () => {
    setChanged(true);
    notify.success('You can now sign in with your new password.', 'Password changed');
    // Changing the password ends every session: this tab's and the other tabs' too.
    void queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    announceAuthChange('password-reset');
  };

  return (
    <AuthCard title={PAGES.resetPassword.title} subtitle="Choose a new password for your account.">
      {changed ? (
        <Stack gap="md">
          <Alert color="brand" title="Password changed">
            {ACCOUNT_MESSAGES.passwordChanged}
          </Alert>
          <Button component={Link} to={PAGES.login.path}>
            Go to sign in
          </Button>
        </Stack>
      ) : token ? (
        <ResetPasswordForm token={token} onChanged={onChanged} />
      ) : (
        <InvalidResetLinkAlert />
      )}
    </AuthCard>
  );
}
