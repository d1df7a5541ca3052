import { Button, Group, Modal, Stack, Text } from '@mantine/core';

interface Props {
  opened: boolean;
  onClose: () => void;
  onConfirm: () => void;
  loading: boolean;
}

/** Signing out everywhere also ends this session, so it is confirmed first. */
export function SignOutEverywhereModal({ opened, onClose, onConfirm, loading }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title="Sign out everywhere?" centered>
      <Stack gap="md">
        <Text>
          Every device signed in to your account will be signed out, this one included. You will
          need your password to sign in again.
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="red" onClick={onConfirm} loading={loading}>
            Yes, sign out everywhere
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
