import type { notificationsResponseSchema } from '@titletrust/shared';
import type { z } from 'zod';
import { apiRequest } from '../../lib/api';

// The answer's contract comes with the first request (decision 040): the bell is on every
// signed-in page, and zod need not load before the page is drawn.
const loadSchema = () =>
  import('@titletrust/shared/contracts/notifications').then(
    (module) => module.notificationsResponseSchema,
  );

export type NotificationsState = z.infer<typeof notificationsResponseSchema>;

/** Per account, so someone signing in after another person never sees their notifications. */
export const notificationsQueryKey = (userId: string) => ['notifications', userId] as const;

export const NOTIFICATIONS_POLL_MS = 30_000;

export function fetchNotifications(): Promise<NotificationsState> {
  return apiRequest('/notifications', loadSchema);
}

export function markNotificationsRead(ids?: string[]): Promise<NotificationsState> {
  return apiRequest('/notifications/read', loadSchema, {
    json: ids ? { ids } : {},
  });
}
