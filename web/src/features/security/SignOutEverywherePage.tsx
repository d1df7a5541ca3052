import { Alert, Button, Text } from '@mantine/core';
import { PAGES, PAYOUT_HOLD_MESSAGES, payoutFreezeResponseSchema } from '@titletrust/shared';
import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { apiRequest } from '../../lib/api';
import { usePageTitle } from '../../lib/usePageTitle';
import { useSingleMutation } from '../../lib/useSingleMutation';
import { SESSION_QUERY_KEY } from '../accounts';
import { SecurityLinkCard } from './SecurityLinkCard';

function Card({ children }: { children: ReactNode }) {
  return <SecurityLinkCard title={PAGES.signOutEverywhere.title}>{children}</SecurityLinkCard>;
}

/**
 * Opened from the new sign-in alert (/sign-out-everywhere?token=…). Opening it does nothing (mail
 * scanners open links too); the button ends every session of the account.
 */
export function SignOutEverywherePage() {
  usePageTitle(PAGES.signOutEverywhere.title);
  const queryClient = useQueryClient();
  const token = useSearchParams()[0].get('token') ?? '';
  const signOut = useSingleMutation({
    mutationFn: () =>
      apiRequest('/security/sign-outs', payoutFreezeResponseSchema, { json: { token } }),
    onSuccess: () => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'session' });
      queryClient.setQueryData(SESSION_QUERY_KEY, null);
    },
  });

  if (signOut.isSuccess)
    return (
      <Card>
        <Alert color="brand" title="Signed out everywhere">
          {signOut.data.message}
        </Alert>
        <Button component={Link} to={`${PAGES.login.path}?view=forgot`} w="fit-content">
          Choose a new password
        </Button>
      </Card>
    );
  if (!token || signOut.isError)
    return (
      <Card>
        <Alert color="red" title="This link cannot be used">
          {signOut.error?.message ?? PAYOUT_HOLD_MESSAGES.freezeLinkInvalid}
        </Alert>
      </Card>
    );
  return (
    <Card>
      <Text>
        We e-mailed you because your account was signed in to from a device it had not used before.
        If that was not you, someone may know your password.
      </Text>
      <Text>
        The button below signs out every session of your account, on every device, this one
        included. Then choose a new password and turn on two-factor sign-in on your profile.
      </Text>
      <Button color="red" size="md" loading={signOut.isPending} onClick={() => signOut.mutate()}>
        Sign out every session
      </Button>
    </Card>
  );
}
