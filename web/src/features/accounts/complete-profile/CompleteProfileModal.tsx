import { Anchor, Center, Loader, Modal, Stack, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useSession } from '../session/useSession';
import { useSignOut } from '../session/useSignOut';

// Most visitors never see the form: it loads only when the modal opens.
const CompleteProfileForm = lazy(async () => ({
  default: (await import('./CompleteProfileForm')).CompleteProfileForm,
}));

// The modal must not close until the profile is complete (spec §2); only the session can end.
const stayOpen = () => {};

/**
 * Spec §2 "Complete Your Profile modal": mounted once for the whole app, open whenever the
 * signed-in account still owes its profile (a new wallet or social account), including after
 * a reload. It cannot be closed; signing out is the way to leave.
 */
export function CompleteProfileModal() {
  const { data: user } = useSession();
  const signOut = useSignOut();
  const opened = user?.profileStatus === 'incomplete';

  return (
    <Modal
      opened={opened}
      onClose={stayOpen}
      title="Complete Your Profile"
      withCloseButton={false}
      closeOnEscape={false}
      closeOnClickOutside={false}
      trapFocus
      centered
      size="lg"
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-xl)' } }}
    >
      {user && (
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            You are signed in. Tell us who you are to finish setting up your TitleTrust account.
          </Text>
          <Suspense
            fallback={
              <Center mih={200}>
                <Loader aria-label="Loading the form" />
              </Center>
            }
          >
            <CompleteProfileForm user={user} />
          </Suspense>
          <Text size="sm" ta="center" c="dimmed">
            Not now?{' '}
            <Anchor
              component="button"
              type="button"
              size="sm"
              disabled={signOut.isPending}
              onClick={() => signOut.mutate('local')}
            >
              Sign out
            </Anchor>
          </Text>
        </Stack>
      )}
    </Modal>
  );
}
