import {
  ownProfileResponseSchema,
  type OwnProfile,
  type ProfileUpdateInput,
} from '@titletrust/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api';
import { OWN_PROFILE_QUERY_KEY } from '../../lib/profileQueryKeys';
import { SESSION_QUERY_KEY } from '../accounts';
import { useSingleMutation } from '../../lib/useSingleMutation';

/** The signed-in person's own profile, every field (GET /api/profile). */
export function useOwnProfile() {
  return useQuery({
    queryKey: OWN_PROFILE_QUERY_KEY,
    queryFn: async () => (await apiRequest('/profile', ownProfileResponseSchema)).profile,
  });
}

/** Saves the fields the person owns; the session's name follows (the header shows it). */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: async (input: ProfileUpdateInput): Promise<OwnProfile> =>
      (await apiRequest('/profile', ownProfileResponseSchema, { method: 'PUT', json: input }))
        .profile,
    onSuccess: async (profile) => {
      queryClient.setQueryData(OWN_PROFILE_QUERY_KEY, profile);
      await queryClient.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
    },
  });
}
