import { Accordion, Badge, Group, Stack, Text } from '@mantine/core';
import type { MailboxResponse } from '@titletrust/shared';
import { LinkifiedText } from './LinkifiedText';

type Message = MailboxResponse['messages'][number];

const STATUS_COLORS: Record<Message['status'], string> = {
  pending: 'yellow',
  sent: 'brand',
  captured: 'blue',
  failed: 'red',
};

const dateTime = new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeStyle: 'medium' });

export function MailboxMessage({ message }: { message: Message }) {
  return (
    <Accordion.Item value={message.id}>
      <Accordion.Control>
        <Stack gap={2} miw={0}>
          <Group gap="xs" justify="space-between" wrap="nowrap">
            <Text fw={600} truncate="end">
              {message.subject}
            </Text>
            <Badge
              size="sm"
              variant="light"
              color={STATUS_COLORS[message.status]}
              style={{ flexShrink: 0 }}
            >
              {message.status}
            </Badge>
          </Group>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            To {message.to} ·{' '}
            <time dateTime={message.createdAt}>{dateTime.format(new Date(message.createdAt))}</time>
          </Text>
        </Stack>
      </Accordion.Control>
      <Accordion.Panel>
        <LinkifiedText text={message.text} />
      </Accordion.Panel>
    </Accordion.Item>
  );
}
