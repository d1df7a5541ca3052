import { securityEventsSchema } from '@titletrust/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { SECURITY_EVENTS_QUERY_KEY } from '../../lib/securityQueryKeys';

/** The signed-in person's own security events, newest first. */
export function useSecurityEvents() {
  return useQuery({
    queryKey: SECURITY_EVENTS_QUERY_KEY,
    queryFn: async () =>
      (await apiRequest('/accounts/security-events', securityEventsSchema)).items,
  });
}
