import { adminProfileSchema, type SetVerificationStatusRequest } from '@titletrust/shared';
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest, errorMessageOf } from '../../lib/api';
import { notify } from '../../lib/notify';
import { ADMIN_QUERY_KEY } from '../../lib/adminQueryKeys';
import { displayNameOf } from './displayName';
import { useSingleMutation } from '../../lib/useSingleMutation';

const VERIFICATION_OUTCOME = {
  verified: 'is now verified',
  rejected: 'was rejected',
  pending: 'is back to pending',
} as const;

export function useSetVerification() {
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: ({ id, ...body }: SetVerificationStatusRequest & { id: string }) =>
      apiRequest(`/admin/profiles/${id}/verification`, adminProfileSchema, {
        method: 'PUT',
        json: body,
      }),
    onSuccess: async (profile) => {
      notify.success(
        `${displayNameOf(profile)} ${VERIFICATION_OUTCOME[profile.verificationStatus]}.`,
        'Verification updated',
      );
      await queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEY });
    },
    onError: (error) => notify.error(errorMessageOf(error), 'Verification not changed'),
  });
}

export function useSetAdminRights() {
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: ({ id, isAdmin }: { id: string; isAdmin: boolean }) =>
      apiRequest(`/admin/users/${id}/admin`, adminProfileSchema, {
        method: 'PUT',
        json: { isAdmin },
      }),
    onSuccess: async (profile) => {
      notify.success(
        profile.isAdmin
          ? `${displayNameOf(profile)} is now an admin.`
          : `${displayNameOf(profile)} is no longer an admin.`,
        'Admin rights updated',
      );
      await queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEY });
    },
    onError: (error) => notify.error(errorMessageOf(error), 'Admin rights not changed'),
  });
}

/** Lifts a payout freeze, with the reason the audit trail keeps. */
export function useLiftPayoutFreeze() {
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      apiRequest(`/admin/users/${id}/unfreeze-payouts`, adminProfileSchema, {
        json: { reason },
      }),
    onSuccess: async (profile) => {
      notify.success(
        `${displayNameOf(profile)} can be paid out again; they were told.`,
        'Payout freeze lifted',
      );
      await queryClient.invalidateQueries({ queryKey: ADMIN_QUERY_KEY });
    },
    onError: (error) => notify.error(errorMessageOf(error), 'The freeze was not lifted'),
  });
}
