import { Button, Group, Modal, Stack, Text } from '@mantine/core';

interface Props {
  target: { name: string; grant: boolean } | undefined;
  onClose: () => void;
  onConfirm: () => void;
  loading: boolean;
}

/** Admin rights open every account's data, so granting or revoking them is confirmed. */
export function AdminRightsModal({ target, onClose, onConfirm, loading }: Props) {
  const grant = target?.grant ?? true;
  return (
    <Modal
      opened={!!target}
      onClose={onClose}
      title={grant ? 'Grant admin rights' : 'Revoke admin rights'}
      centered
    >
      <Stack gap="md">
        <Text>
          {grant ? (
            <>
              Make <strong>{target?.name}</strong> an admin? Admins can see every profile, verify
              professionals and change admin rights.
            </>
          ) : (
            <>
              Remove the admin rights of <strong>{target?.name}</strong>? They keep their account.
            </>
          )}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color={grant ? 'brand' : 'red'} onClick={onConfirm} loading={loading}>
            {grant ? 'Grant admin' : 'Revoke admin'}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
