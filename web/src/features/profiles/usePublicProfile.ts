import { publicProfileResponseSchema } from '@titletrust/shared';
import { useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../lib/api';

/**
 * A professional's public profile; `'demo'` asks for the demo professional's (demo mode only).
 * A missing profile is final: no retry of a 404 or a malformed id.
 */
export function usePublicProfile(id: string) {
  return useQuery({
    queryKey: ['public-profile', id],
    queryFn: async () =>
      (await apiRequest(`/profiles/${encodeURIComponent(id)}`, publicProfileResponseSchema))
        .profile,
    retry: (count, error) =>
      !(error instanceof ApiError && [400, 404].includes(error.status)) && count < 2,
  });
}
