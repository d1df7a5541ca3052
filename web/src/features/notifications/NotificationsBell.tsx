import '../../ui/moreStyles';
import { ActionIcon, Indicator } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBell } from '@tabler/icons-react';
import { useState } from 'react';
import { useFocusCarriedOver } from '../../ui/useFocusCarriedOver';
import { useSession } from '../accounts';
import { NotificationsPopover } from './NotificationsPopover';
import { hideNotificationToasts, useNewNotifications } from './useNewNotifications';
import { useNotifications } from './useNotifications';

export function bellLabel(unreadCount: number): string {
  return unreadCount > 0 ? `Notifications (${unreadCount} unread)` : 'Notifications';
}

function SignedInBell({ userId }: { userId: string }) {
  const [opened, popover] = useDisclosure(false);
  // The popover mounts on the first opening: until then the header draws a button, not a
  // floating element set up on every page before anyone asks for it.
  const [used, setUsed] = useState(false);
  const { targetRef, remember } = useFocusCarriedOver<HTMLButtonElement>(used);
  const { data, isError } = useNotifications(userId);
  useNewNotifications(data?.notifications);
  const unread = data?.unreadCount ?? 0;

  const bell = (
    <ActionIcon
      ref={targetRef}
      variant="default"
      size={36}
      aria-label={bellLabel(unread)}
      // What the popover's target says of it, from the first drawing on.
      aria-haspopup="dialog"
      aria-expanded={opened}
      onClick={(event) => {
        if (!opened) hideNotificationToasts(data?.notifications ?? []);
        remember(event.currentTarget);
        setUsed(true);
        popover.toggle();
      }}
      // Mantine's popover closes on Escape from inside its list only; from the bell too.
      onKeyDown={(event) => {
        if (event.key === 'Escape' && opened) popover.close();
      }}
    >
      <IconBell size={20} aria-hidden />
    </ActionIcon>
  );

  return (
    <Indicator
      label={unread > 99 ? '99+' : unread}
      disabled={unread === 0}
      size={18}
      offset={4}
      color="red"
    >
      {used ? (
        <NotificationsPopover
          userId={userId}
          opened={opened}
          onClose={popover.close}
          target={bell}
          data={data}
          isError={isError}
        />
      ) : (
        bell
      )}
    </Indicator>
  );
}

/** The header's bell: unread count, the recent list, and toasts for what arrives meanwhile. */
export function NotificationsBell() {
  const { data: user } = useSession();
  if (!user) return null;
  return <SignedInBell key={user.id} userId={user.id} />;
}
