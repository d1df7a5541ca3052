import type { QueryClient } from '@tanstack/react-query';
import { notificationsResponseSchema } from '@titletrust/shared';
import type { z } from 'zod';
import { apiRequest } from '../../lib/api';

export type NotificationsState = z.infer<typeof notificationsResponseSchema>;

const NOTIFICATIONS = 'notifications';

/** Per account, so someone signing in after another person never sees their notifications. */
export const notificationsQueryKey = (userId: string) => [NOTIFICATIONS, userId] as const;

/** Whether a cached query is one of the bell's own. */
export const isNotificationsQuery = (query: { queryKey: readonly unknown[] }) =>
  query.queryKey[0] === NOTIFICATIONS;

/**
 * How often the bell asks on its own. The live stream's `notice` has it ask at once; the poll is
 * the backstop for a stream that is down.
 */
export const NOTIFICATIONS_POLL_MS = 30_000;

/** Something new in the account's notifications (the live stream said so): read them again. */
export function refreshNotifications(queryClient: QueryClient, userId: string): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: notificationsQueryKey(userId) });
}

export function fetchNotifications(): Promise<NotificationsState> {
  return apiRequest('/notifications', notificationsResponseSchema);
}

export function markNotificationsRead(ids?: string[]): Promise<NotificationsState> {
  return apiRequest('/notifications/read', notificationsResponseSchema, {
    json: ids ? { ids } : {},
  });
}
