import { deviceSessionsResponseSchema } from '@titletrust/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { DEVICE_SESSIONS_QUERY_KEY } from '../session/sessionQueries';

export { DEVICE_SESSIONS_QUERY_KEY };

/** The signed-in user's active sessions, this one marked current. */
export function useDeviceSessions() {
  return useQuery({
    queryKey: DEVICE_SESSIONS_QUERY_KEY,
    queryFn: async () =>
      (await apiRequest('/accounts/sessions', deviceSessionsResponseSchema)).sessions,
  });
}
