import type { AppNotification } from '@titletrust/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { notify } from '../../lib/notify';
import { isNotificationsQuery } from './notificationsQuery';

const toastId = (notification: AppNotification) => `notification-${notification.id}`;

/**
 * Takes down the toasts of these notifications: opening the list shows them there, and a toast
 * left over it would cover the list's own buttons.
 */
export function hideNotificationToasts(notifications: AppNotification[]) {
  for (const notification of notifications) notify.hide(toastId(notification));
}

/**
 * What happens when notifications arrive while the page is open: a toast for each unread one,
 * and the page's data is fetched anew, so what a notice tells of (a bid on the gig in view, a
 * delivery, a verification decided) shows on the page without a reload. What the first answer
 * holds was there before: it shows in the list, not as toasts.
 */
export function useNewNotifications(notifications: AppNotification[] | undefined) {
  const queryClient = useQueryClient();
  const seen = useRef<Set<string> | undefined>(undefined);
  useEffect(() => {
    if (!notifications) return;
    if (!seen.current) {
      seen.current = new Set(notifications.map((notification) => notification.id));
      return;
    }
    const known = seen.current;
    const arrived = notifications.filter((n) => !known.has(n.id) && n.readAt === null);
    for (const notification of notifications) known.add(notification.id);
    if (arrived.length === 0) return;
    // Oldest first, so the newest ends on top of the stack.
    for (const notification of [...arrived].reverse()) {
      notify.info(notification.body, notification.title, toastId(notification));
    }
    void queryClient.invalidateQueries({ predicate: (query) => !isNotificationsQuery(query) });
  }, [notifications, queryClient]);
}
