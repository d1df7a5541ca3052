import { Alert, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { SignOutScope } from '@titletrust/shared';
import { useSignOut } from '../session/useSignOut';
import { DeviceSessionRow } from './DeviceSessionRow';
import { SignOutEverywhereModal } from './SignOutEverywhereModal';
import { useDeviceSessions } from './useDeviceSessions';

function SessionList() {
  const { data: sessions, isPending, isError, refetch, isRefetching } = useDeviceSessions();
  if (isPending) {
    return (
      <Stack gap="sm" aria-busy="true" aria-label="Loading your sessions">
        <Skeleton h={56} radius="md" />
        <Skeleton h={56} radius="md" />
      </Stack>
    );
  }
  if (isError) {
    return (
      <Alert color="red" title="Your sessions could not be loaded">
        <Button
          size="xs"
          variant="light"
          color="red"
          loading={isRefetching}
          onClick={() => void refetch()}
        >
          Try again
        </Button>
      </Alert>
    );
  }
  if (sessions.length === 0) return <Text c="dimmed">No active sessions were found.</Text>;
  return (
    <Stack
      gap="md"
      component="ul"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
      aria-label="Active sessions"
    >
      {sessions.map((session) => (
        <DeviceSessionRow key={session.id} session={session} />
      ))}
    </Stack>
  );
}

/** Where the account is signed in, and the three ways to sign out (spec §5: local, others, global). */
export function DeviceSessionsCard() {
  const signOut = useSignOut();
  const [confirming, confirm] = useDisclosure(false);
  const pendingScope = signOut.isPending ? signOut.variables : undefined;
  const run = (scope: SignOutScope) => signOut.mutate(scope, { onSettled: confirm.close });

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="sessions-title">
      <Stack gap="md">
        <div>
          <Title order={2} size="h3" id="sessions-title">
            Sessions
          </Title>
          <Text size="sm" c="dimmed">
            The devices where your account is signed in. Sign out of any you do not recognise.
          </Text>
        </div>
        <SessionList />
        <Group gap="sm">
          <Button variant="default" loading={pendingScope === 'local'} onClick={() => run('local')}>
            Sign out
          </Button>
          <Button variant="light" loading={pendingScope === 'others'} onClick={() => run('others')}>
            Sign out other devices
          </Button>
          <Button variant="light" color="red" onClick={confirm.open}>
            Sign out everywhere
          </Button>
        </Group>
      </Stack>
      <SignOutEverywhereModal
        opened={confirming}
        onClose={confirm.close}
        onConfirm={() => run('global')}
        loading={pendingScope === 'global'}
      />
    </Card>
  );
}
