import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { ADMIN_MESSAGES } from '@titletrust/shared';
import { useState } from 'react';

interface Props {
  name: string | undefined;
  onClose: () => void;
  onReject: (reason: string) => void;
  loading: boolean;
  /** The server's message about the reason, when it refused it. */
  error?: string;
}

/** Rejecting needs a reason: the professional reads it and can fix what was wrong. */
export function RejectVerificationModal({
  name,
  onClose,
  onReject,
  loading,
  error: serverError,
}: Props) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const close = () => {
    setReason('');
    setError(undefined);
    onClose();
  };
  return (
    <Modal opened={!!name} onClose={close} title="Reject verification" centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!reason.trim()) return setError(ADMIN_MESSAGES.rejectionReasonRequired);
          onReject(reason.trim());
        }}
      >
        <Stack gap="md">
          <Text>
            Reject the verification of <strong>{name}</strong>? They will see your reason.
          </Text>
          <Textarea
            label="Reason"
            withAsterisk
            autosize
            minRows={3}
            maxLength={500}
            value={reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setError(undefined);
            }}
            error={error ?? serverError}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" color="red" loading={loading}>
              Reject verification
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
