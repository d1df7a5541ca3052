import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  fetchNotifications,
  NOTIFICATIONS_POLL_MS,
  notificationsQueryKey,
} from './notificationsQuery';

/**
 * The account's recent notifications: asked for every 30 s while the page is visible, and again
 * when the window comes back into focus.
 */
export function useNotifications(userId: string) {
  const query = useQuery({
    queryKey: notificationsQueryKey(userId),
    queryFn: fetchNotifications,
    refetchInterval: NOTIFICATIONS_POLL_MS,
    refetchOnWindowFocus: true,
    staleTime: 5_000,
    // A failed poll is retried by the next one.
    retry: false,
  });
  const { refetch } = query;
  useEffect(() => {
    const onFocus = () => void refetch({ cancelRefetch: false });
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [refetch]);
  return query;
}
