import { Alert, Anchor, Button, List, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
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
  return <SecurityLinkCard title={PAGES.thisWasntMe.title}>{children}</SecurityLinkCard>;
}

/**
 * Opened from the e-mail sent when a payout account is added (/this-wasnt-me?token=…). Opening
 * it does nothing: mail scanners open links too. The button freezes payouts, signs out every
 * session and tells our team; the signed token from the link is the only proof asked, since
 * whoever took the account may have changed its password.
 */
export function ThisWasntMePage() {
  usePageTitle(PAGES.thisWasntMe.title);
  const queryClient = useQueryClient();
  const token = useSearchParams()[0].get('token') ?? '';
  const freeze = useSingleMutation({
    mutationFn: () =>
      apiRequest('/security/payout-freezes', payoutFreezeResponseSchema, { json: { token } }),
    onSuccess: () => {
      // Every session of the account ended, this browser's too if it was signed in to it.
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'session' });
      queryClient.setQueryData(SESSION_QUERY_KEY, null);
    },
  });

  if (freeze.isSuccess)
    return (
      <Card>
        <Alert color="brand" title="Payouts frozen" icon={<IconLock size={18} aria-hidden />}>
          {freeze.data.message}
        </Alert>
        <Stack gap="xs" align="flex-start">
          <Button component={Link} to={`${PAGES.login.path}?view=forgot`}>
            Choose a new password
          </Button>
          <Anchor component={Link} to={PAGES.login.path} size="sm">
            Sign in
          </Anchor>
        </Stack>
      </Card>
    );
  if (!token || freeze.isError)
    return (
      <Card>
        <Alert color="red" title="This link cannot be used">
          {freeze.error?.message ?? PAYOUT_HOLD_MESSAGES.freezeLinkInvalid}
        </Alert>
      </Card>
    );
  return (
    <Card>
      <Text>
        We e-mailed you because a payout account was added to your TitleTrust account. If you did
        not add it, someone else may know your password. The button below:
      </Text>
      <List spacing="xs">
        <List.Item>freezes payouts from your account, so no money can leave it;</List.Item>
        <List.Item>signs out every session, on every device, this one included;</List.Item>
        <List.Item>tells our team, who will contact you before lifting the freeze.</List.Item>
      </List>
      <Text size="sm" c="dimmed">
        Then choose a new password. Money already in escrow stays safe where it is.
      </Text>
      <Button color="red" size="md" loading={freeze.isPending} onClick={() => freeze.mutate()}>
        Freeze payouts and sign me out everywhere
      </Button>
    </Card>
  );
}
