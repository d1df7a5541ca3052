import { Box, Group, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import type { AppNotification } from '@titletrust/shared';
import { Link } from 'react-router';
import { formatRelativeTime } from '../../lib/formatRelativeTime';
import classes from './notifications.module.css';

interface Props {
  notification: AppNotification;
  now: Date;
  onOpen: (notification: AppNotification) => void;
}

function Content({ notification, now }: Omit<Props, 'onOpen'>) {
  const unread = notification.readAt === null;
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Box
        w={8}
        h={8}
        mt={6}
        bg={unread ? 'brand.7' : 'transparent'}
        style={{ borderRadius: '50%', flexShrink: 0 }}
        aria-hidden
      />
      <Stack gap={2} miw={0}>
        <Text size="sm" fw={unread ? 700 : 500}>
          {notification.title}
          {unread && <VisuallyHidden> (unread)</VisuallyHidden>}
        </Text>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {notification.body}
        </Text>
        <Text size="xs" c="dimmed">
          {formatRelativeTime(new Date(notification.createdAt), now)}
        </Text>
      </Stack>
    </Group>
  );
}

/** One notification; with a link it opens the page it is about and counts as read. */
export function NotificationItem({ notification, now, onOpen }: Props) {
  const content = <Content notification={notification} now={now} />;
  return (
    <Box component="li" style={{ listStyle: 'none' }}>
      {notification.href ? (
        <UnstyledButton
          component={Link}
          to={notification.href}
          onClick={() => onOpen(notification)}
          // A link is inline: as a block its padding keeps the text off the panel's edge.
          display="block"
          p="xs"
          w="100%"
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
          className={classes.item}
        >
          {content}
        </UnstyledButton>
      ) : (
        <Box p="xs">{content}</Box>
      )}
    </Box>
  );
}
