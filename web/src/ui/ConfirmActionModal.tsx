import { Button, Group, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** Red for what cannot be undone (cancel, reject, withdraw). */
  danger?: boolean;
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** "Are you sure?" before an action that cannot be taken back or is easily taken by mistake. */
export function ConfirmActionModal(props: Props) {
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title} centered>
      <Stack gap="md">
        {props.children}
        <Group justify="flex-end" gap="sm">
          {/* The dialog opens on the way back: a second Enter must not take the action. */}
          <Button variant="default" onClick={props.onClose} disabled={props.loading} data-autofocus>
            Go back
          </Button>
          <Button
            color={props.danger ? 'red' : undefined}
            loading={props.loading}
            onClick={props.onConfirm}
          >
            {props.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
