import { Modal, Stack, Text } from '@mantine/core';
import { NoteForm, type NoteFormProps } from './NoteForm';

interface Props extends Omit<NoteFormProps, 'onCancel'> {
  opened: boolean;
  title: string;
  /** What happens once it is sent. */
  explanation: string;
  onClose: () => void;
}

/** A note written in a dialog; it stays open (with the text) until the server accepts it. */
export function NoteModal({ opened, title, explanation, onClose, ...form }: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered size="lg">
      <Stack gap="md">
        <Text size="sm">{explanation}</Text>
        <NoteForm {...form} onCancel={onClose} />
      </Stack>
    </Modal>
  );
}
