import { Alert, Button, Center, Container, Loader, Stack, Text } from '@mantine/core';
import { PAGES } from '@titletrust/shared';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { errorMessageOf } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { usePageTitle } from '../../../lib/usePageTitle';
import { announceAuthChange } from '../session/authChannel';
import { pathAfterSignIn } from '../session/returnPath';
import { fetchSessionUser, SESSION_QUERY_KEY } from '../session/useSession';
import { forgetPendingAccountType } from '../complete-profile/pendingAccountType';
import { CALLBACK_WITHOUT_SESSION, callbackErrorMessage } from './callbackErrorMessage';
import { takeGoogleReturnPath } from './googleReturnPath';

function CallbackFailed({ message }: { message: string }) {
  return (
    <Container size="xs" py={80}>
      <Alert color="red" title="Google sign-in failed">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">{message}</Text>
          <Button component={Link} to={PAGES.login.path} size="xs" color="red" variant="light">
            Back to sign in
          </Button>
        </Stack>
      </Alert>
    </Container>
  );
}

/** Where Google sends the browser back: reads the new session and routes like a sign-in. */
export function AuthCallbackPage() {
  usePageTitle(PAGES.authCallback.title);
  const [searchParams] = useSearchParams();
  const errorCode = searchParams.get('error');
  const navigate = useNavigate();
  // Always asked afresh: the session was just created by the server, not by this page.
  const session = useQuery({
    queryKey: SESSION_QUERY_KEY,
    queryFn: fetchSessionUser,
    staleTime: 0,
    enabled: errorCode === null,
  });
  const user = session.data;
  const routed = useRef(false);

  useEffect(() => {
    if (!user || routed.current) return;
    routed.current = true;
    announceAuthChange('signed-in');
    // An incomplete profile stays here: the Complete Your Profile modal opens over this page.
    if (user.profileStatus === 'incomplete') return;
    forgetPendingAccountType();
    notify.success(`Welcome, ${user.name}.`, 'Signed in with Google');
    void navigate(pathAfterSignIn(user.role, takeGoogleReturnPath()), { replace: true });
  }, [user, navigate]);

  if (errorCode !== null) return <CallbackFailed message={callbackErrorMessage(errorCode)} />;
  if (session.isError) return <CallbackFailed message={errorMessageOf(session.error)} />;
  if (session.isSuccess && !user) return <CallbackFailed message={CALLBACK_WITHOUT_SESSION} />;
  if (user?.profileStatus === 'incomplete') {
    return (
      <Center mih="60dvh">
        <Text c="dimmed">One more step: complete your profile.</Text>
      </Center>
    );
  }
  return (
    <Center mih="60dvh">
      <Stack align="center" gap="sm">
        <Loader aria-label="Signing you in" />
        <Text c="dimmed">Signing you in…</Text>
      </Stack>
    </Center>
  );
}
