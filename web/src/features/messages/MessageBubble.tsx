import { Box, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconRefresh } from '@tabler/icons-react';
import { MESSAGE_MESSAGES } from '@titletrust/shared';
import { MessageAttachments } from './MessageAttachments';
import { formatMessageTime, type ShownMessage } from './messageTimeline';

interface Props {
  message: ShownMessage;
  mine: boolean;
  senderName: string;
  seen: boolean;
  onRetry: (id: string) => void;
}

function Status({ message, seen, onRetry }: Pick<Props, 'message' | 'seen' | 'onRetry'>) {
  if (message.status === 'sending') {
    return (
      <Text size="xs" c="dimmed" role="status">
        Sending…
      </Text>
    );
  }
  if (message.status === 'failed') {
    return (
      <Stack gap={4} align="flex-end">
        <Group gap={4} wrap="nowrap" c="red" role="alert">
          <IconAlertCircle size={14} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="xs">{message.error ?? MESSAGE_MESSAGES.sendFailed}</Text>
        </Group>
        <Button
          size="compact-xs"
          variant="light"
          color="red"
          leftSection={<IconRefresh size={14} aria-hidden />}
          onClick={() => onRetry(message.id)}
        >
          Retry
        </Button>
      </Stack>
    );
  }
  return seen ? (
    <Text size="xs" c="dimmed">
      Seen
    </Text>
  ) : null;
}

/** One message: who wrote it and when, its words and files, and how far it got. */
export function MessageBubble({ message, mine, senderName, seen, onRetry }: Props) {
  return (
    <Stack
      gap={2}
      align={mine ? 'flex-end' : 'flex-start'}
      component="article"
      aria-label={`${mine ? 'You' : senderName}, ${formatMessageTime(message.createdAt)}`}
    >
      <Text size="xs" c="dimmed">
        <Text span fw={600} size="xs" c="dark">
          {mine ? 'You' : senderName}
        </Text>{' '}
        · <time dateTime={message.createdAt}>{formatMessageTime(message.createdAt)}</time>
      </Text>
      <Paper
        px="sm"
        py={6}
        radius="md"
        maw="min(560px, 85%)"
        bg={mine ? 'brand.0' : 'gray.0'}
        withBorder={message.status === 'failed'}
        style={{ opacity: message.status === 'sending' ? 0.7 : 1 }}
      >
        <Stack gap={6}>
          {message.body && (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {message.body}
            </Text>
          )}
          <MessageAttachments attachments={message.attachments} />
        </Stack>
      </Paper>
      <Box>
        <Status message={message} seen={seen} onRetry={onRetry} />
      </Box>
    </Stack>
  );
}
