import '@mantine/core/styles/Notification.layer.css';
import '@mantine/notifications/styles.layer.css';
import { Notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS } from '@titletrust/shared';

/** Where toasts (lib/notify.ts) appear: top right, under the sticky header, four at a time. */
export default function Toasts() {
  return (
    <Notifications
      position="top-right"
      autoClose={TOAST_DURATION_MS}
      limit={4}
      className="toasts-below-header"
    />
  );
}
