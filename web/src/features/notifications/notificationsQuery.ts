import { notificationsResponseSchema } from '@titletrust/shared';
import type { z } from 'zod';
import { apiRequest } from '../../lib/api';

export type NotificationsState = z.infer<typeof notificationsResponseSchema>;

/** Per account, so someone signing in after another person never sees their notifications. */
export const notificationsQueryKey = (userId: string) => ['notifications', userId] as const;

export const NOTIFICATIONS_POLL_MS = 30_000;

export function fetchNotifications(): Promise<NotificationsState> {
  return apiRequest('/notifications', notificationsResponseSchema);
}

export function markNotificationsRead(ids?: string[]): Promise<NotificationsState> {
  return apiRequest('/notifications/read', notificationsResponseSchema, {
    json: ids ? { ids } : {},
  });
}
