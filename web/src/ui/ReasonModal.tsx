import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState, type ReactNode } from 'react';

interface Props {
  opened: boolean;
  title: string;
  /** What happens next, said before the person commits to it. */
  intro: ReactNode;
  label: string;
  /** Shown when the reason is left empty. */
  requiredMessage: string;
  maxLength: number;
  submitLabel: string;
  cancelLabel?: string;
  loading: boolean;
  /** The server's message about the reason, when it refused it. */
  error?: string;
  onClose: () => void;
  onSubmit: (reason: string) => void;
}

/**
 * A decision that needs a written reason (rejecting a verification, reporting or hiding a
 * review): the reason is required, kept while the dialog is open and sent trimmed.
 */
export function ReasonModal({
  opened,
  title,
  intro,
  label,
  requiredMessage,
  maxLength,
  submitLabel,
  cancelLabel = 'Go back',
  loading,
  error: serverError,
  onClose,
  onSubmit,
}: Props) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const close = () => {
    setError(undefined);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={title} centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!reason.trim()) return setError(requiredMessage);
          onSubmit(reason.trim());
        }}
      >
        <Stack gap="md">
          {typeof intro === 'string' ? <Text size="sm">{intro}</Text> : intro}
          <Textarea
            label={label}
            withAsterisk
            autosize
            minRows={3}
            maxLength={maxLength}
            value={reason}
            onChange={(event) => {
              setReason(event.currentTarget.value);
              setError(undefined);
            }}
            error={error ?? serverError}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={loading}>
              {cancelLabel}
            </Button>
            <Button type="submit" color="red" loading={loading}>
              {submitLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
