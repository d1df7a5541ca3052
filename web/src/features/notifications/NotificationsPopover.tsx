import { Button, Group, Popover, ScrollArea, Stack, Text, Title } from '@mantine/core';
import type { AppNotification } from '@titletrust/shared';
import type { ReactElement } from 'react';
import { useNow } from '../../lib/useNow';
import { NotificationItem } from './NotificationItem';
import type { NotificationsState } from './notificationsQuery';
import { useMarkNotificationsRead } from './useMarkNotificationsRead';

interface NotificationsPopoverProps {
  userId: string;
  opened: boolean;
  onClose: () => void;
  /** The bell that opens it. */
  target: ReactElement;
  data: NotificationsState | undefined;
  isError: boolean;
}

/** The bell's list of recent notifications, with "Mark all as read". */
export function NotificationsPopover({
  userId,
  opened,
  onClose,
  target,
  data,
  isError,
}: NotificationsPopoverProps) {
  const now = useNow(60_000);
  const markRead = useMarkNotificationsRead(userId);
  const unread = data?.unreadCount ?? 0;

  const open = (notification: AppNotification) => {
    onClose();
    if (notification.readAt === null) markRead.mutate([notification.id]);
  };

  return (
    <Popover
      opened={opened}
      onDismiss={onClose}
      position="bottom-end"
      width={340}
      shadow="md"
      withArrow
      // Drawn right after the bell, so Tab goes from the bell into the list.
      withinPortal={false}
    >
      <Popover.Target>{target}</Popover.Target>
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
  );
}
