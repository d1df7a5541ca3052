import {
  ActionIcon,
  Button,
  Group,
  Indicator,
  Popover,
  ScrollArea,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBell } from '@tabler/icons-react';
import type { AppNotification } from '@titletrust/shared';
import { useNow } from '../../lib/useNow';
import { useSession } from '../accounts';
import { NotificationItem } from './NotificationItem';
import { useMarkNotificationsRead } from './useMarkNotificationsRead';
import { hideNotificationToasts, useNewNotificationToasts } from './useNewNotificationToasts';
import { useNotifications } from './useNotifications';

export function bellLabel(unreadCount: number): string {
  return unreadCount > 0 ? `Notifications (${unreadCount} unread)` : 'Notifications';
}

function SignedInBell({ userId }: { userId: string }) {
  const [opened, popover] = useDisclosure(false);
  const now = useNow(60_000);
  const { data, isError } = useNotifications(userId);
  const markRead = useMarkNotificationsRead(userId);
  useNewNotificationToasts(data?.notifications);
  const unread = data?.unreadCount ?? 0;

  const open = (notification: AppNotification) => {
    popover.close();
    if (notification.readAt === null) markRead.mutate([notification.id]);
  };

  return (
    <Indicator
      label={unread > 99 ? '99+' : unread}
      disabled={unread === 0}
      size={18}
      offset={4}
      color="red"
    >
      <Popover
        opened={opened}
        onDismiss={popover.close}
        position="bottom-end"
        width={340}
        shadow="md"
        withArrow
      >
        <Popover.Target>
          <ActionIcon
            variant="default"
            size={36}
            aria-label={bellLabel(unread)}
            onClick={() => {
              if (!opened) hideNotificationToasts(data?.notifications ?? []);
              popover.toggle();
            }}
          >
            <IconBell size={20} aria-hidden />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown p="xs" aria-label="Notifications">
          <Stack gap="xs">
            <Group justify="space-between" px="xs" pt={4}>
              <Title order={2} size="h5">
                Notifications
              </Title>
              <Button
                size="compact-xs"
                variant="subtle"
                disabled={unread === 0}
                loading={markRead.isPending}
                onClick={() => markRead.mutate(undefined)}
              >
                Mark all as read
              </Button>
            </Group>
            {isError && !data ? (
              <Text size="sm" c="dimmed" p="xs">
                Notifications could not be loaded. We will try again shortly.
              </Text>
            ) : data?.notifications.length === 0 ? (
              <Text size="sm" c="dimmed" p="xs">
                Nothing yet. Bids, acceptances and payments will show up here.
              </Text>
            ) : (
              // The scrollbar sits over the content: offset it, so no text runs under it.
              <ScrollArea.Autosize mah={400} type="auto" offsetScrollbars="present">
                <Stack component="ul" gap={2} p={0} m={0} aria-label="Recent notifications">
                  {data?.notifications.map((notification) => (
                    <NotificationItem
                      key={notification.id}
                      notification={notification}
                      now={now}
                      onOpen={open}
                    />
                  ))}
                </Stack>
              </ScrollArea.Autosize>
            )}
          </Stack>
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  );
}

/** The header's bell: unread count, the recent list, and toasts for what arrives meanwhile. */
export function NotificationsBell() {
  const { data: user } = useSession();
  if (!user) return null;
  return <SignedInBell key={user.id} userId={user.id} />;
}
