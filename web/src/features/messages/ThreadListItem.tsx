import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { ThreadSummary } from '@titletrust/shared';
import { Link } from 'react-router';
import { formatRelativeTime } from '../../lib/formatRelativeTime';
import { UserAvatar } from '../../ui/UserAvatar';

interface Props {
  thread: ThreadSummary;
  myId: string;
  selected: boolean;
  /** The same page with this thread open. */
  to: string;
  now: Date;
}

function preview(thread: ThreadSummary, myId: string): string {
  const last = thread.lastMessage;
  if (!last) return 'No messages yet';
  const words = last.body.trim() || 'Sent a file';
  return last.senderId === myId ? `You: ${words}` : words;
}

/** One conversation in the list: gig, other party, last message, when, and what is unread. */
export function ThreadListItem({ thread, myId, selected, to, now }: Props) {
  const unread = thread.unreadCount;
  const other = thread.otherParty;
  return (
    <li style={{ listStyle: 'none' }}>
      <UnstyledButton
        component={Link}
        to={to}
        aria-current={selected ? 'true' : undefined}
        w="100%"
        p="sm"
        bg={selected ? 'brand.0' : undefined}
        style={{ display: 'block', borderBottom: '1px solid var(--mantine-color-gray-2)' }}
      >
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <UserAvatar name={other.name} pictureUrl={other.pictureUrl} size={40} />
          <Stack gap={2} miw={0} style={{ flex: 1 }}>
            <Group gap={6} justify="space-between" wrap="nowrap">
              <Text size="sm" fw={unread > 0 ? 700 : 600} truncate="end">
                {thread.gig.title}
              </Text>
              <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                <time dateTime={thread.lastActivityAt}>
                  {formatRelativeTime(new Date(thread.lastActivityAt), now)}
                </time>
              </Text>
            </Group>
            <Text size="xs" c="dimmed" truncate="end">
              {other.name}
            </Text>
            <Group gap={6} justify="space-between" wrap="nowrap">
              <Text size="sm" c={unread > 0 ? 'dark' : 'dimmed'} truncate="end">
                {preview(thread, myId)}
              </Text>
              {unread > 0 && (
                <Badge color="red" size="sm" circle={unread < 10} aria-label={`${unread} unread`}>
                  {unread > 99 ? '99+' : unread}
                </Badge>
              )}
            </Group>
          </Stack>
        </Group>
      </UnstyledButton>
    </li>
  );
}
