import { Alert, Button, Group, Text } from '@mantine/core';
import { IconRestore } from '@tabler/icons-react';

/** Tells the client their unfinished gig came back, and offers a clean start instead. */
export function DraftRestoredAlert({ onDiscard }: { onDiscard: () => void }) {
  return (
    <Alert
      color="blue"
      title="Draft restored"
      icon={<IconRestore size={18} aria-hidden />}
      role="status"
    >
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          We kept what you typed last time on this device. Carry on, or start again.
        </Text>
        <Button size="xs" variant="default" onClick={onDiscard}>
          Discard draft
        </Button>
      </Group>
    </Alert>
  );
}
