import { deviceSessionsResponseSchema } from '@titletrust/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';

export const DEVICE_SESSIONS_QUERY_KEY = ['account-sessions'] as const;

/** The signed-in user's active sessions, this one marked current. */
export function useDeviceSessions() {
  return useQuery({
    queryKey: DEVICE_SESSIONS_QUERY_KEY,
    queryFn: async () =>
      (await apiRequest('/accounts/sessions', deviceSessionsResponseSchema)).sessions,
  });
}
