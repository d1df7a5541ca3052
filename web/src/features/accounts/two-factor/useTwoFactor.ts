import {
  recoveryCodesResponseSchema,
  sessionResponseSchema,
  twoFactorSetupResponseSchema,
  twoFactorStatusSchema,
  type SessionUser,
} from '@titletrust/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { SECURITY_EVENTS_QUERY_KEY } from '../../../lib/securityQueryKeys';
import { useSingleMutation } from '../../../lib/useSingleMutation';
import { storeSessionUser } from '../session/useSession';

export const TWO_FACTOR_QUERY_KEY = ['two-factor-status'] as const;

export function useTwoFactorStatus() {
  return useQuery({
    queryKey: TWO_FACTOR_QUERY_KEY,
    queryFn: () => apiRequest('/accounts/two-factor', twoFactorStatusSchema),
  });
}

/** After two-factor goes on or off the session is a new one: the page keeps its user. */
function useSessionSwap() {
  const queryClient = useQueryClient();
  return async (user: SessionUser | null) => {
    if (user) storeSessionUser(queryClient, user);
    await queryClient.invalidateQueries({ queryKey: TWO_FACTOR_QUERY_KEY });
    await queryClient.invalidateQueries({ queryKey: SECURITY_EVENTS_QUERY_KEY });
  };
}

export function useStartTwoFactorSetup() {
  return useSingleMutation({
    mutationFn: (password: string | undefined) =>
      apiRequest('/accounts/two-factor/setup', twoFactorSetupResponseSchema, {
        json: { password },
      }),
  });
}

export function useConfirmTwoFactor() {
  const swap = useSessionSwap();
  return useSingleMutation({
    mutationFn: (code: string) =>
      apiRequest('/accounts/two-factor/confirm', sessionResponseSchema, { json: { code } }),
    onSuccess: ({ user }) => swap(user),
  });
}

export function useTurnOffTwoFactor() {
  const swap = useSessionSwap();
  return useSingleMutation({
    mutationFn: (body: { code: string; password?: string }) =>
      apiRequest('/accounts/two-factor/disable', sessionResponseSchema, { json: body }),
    onSuccess: ({ user }) => swap(user),
  });
}

export function useRenewRecoveryCodes() {
  const queryClient = useQueryClient();
  return useSingleMutation({
    mutationFn: (body: { code: string; password?: string }) =>
      apiRequest('/accounts/two-factor/recovery-codes', recoveryCodesResponseSchema, {
        json: body,
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: TWO_FACTOR_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: SECURITY_EVENTS_QUERY_KEY });
    },
  });
}
