import { Button, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { SignOutScope } from '@titletrust/shared';
import { LoadFailedAlert } from '../../../ui/LoadFailedAlert';
import { PlainList } from '../../../ui/PlainList';
import { SectionCard } from '../../../ui/SectionCard';
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
      <LoadFailedAlert
        title="Your sessions could not be loaded"
        onRetry={refetch}
        retrying={isRefetching}
      />
    );
  }
  if (sessions.length === 0) return <Text c="dimmed">No active sessions were found.</Text>;
  return (
    <PlainList gap="md" aria-label="Active sessions">
      {sessions.map((session) => (
        <DeviceSessionRow key={session.id} session={session} />
      ))}
    </PlainList>
  );
}

/** Where the account is signed in, and the three ways to sign out (spec §5: local, others, global). */
export function DeviceSessionsCard() {
  const signOut = useSignOut();
  const [confirming, confirm] = useDisclosure(false);
  const pendingScope = signOut.isPending ? signOut.variables : undefined;
  const run = (scope: SignOutScope) => signOut.mutate(scope, { onSettled: confirm.close });

  return (
    <SectionCard
      titleId="sessions-title"
      title="Sessions"
      description="The devices where your account is signed in. Sign out of any you do not recognise."
    >
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
      <SignOutEverywhereModal
        opened={confirming}
        onClose={confirm.close}
        onConfirm={() => run('global')}
        loading={pendingScope === 'global'}
      />
    </SectionCard>
  );
}
