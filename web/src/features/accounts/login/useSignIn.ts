import { ACCOUNT_MESSAGES, type SignInRequest } from '@titletrust/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ApiError, apiRequest } from '../../../lib/api';
import { notify } from '../../../lib/notify';
import { announceAuthChange } from '../session/authChannel';
import { pathAfterSignIn } from '../session/returnPath';
import { loadSessionResponseSchema } from '../session/sessionQueries';
import { storeSessionUser } from '../session/useSession';
import { useSingleMutation } from '../../../lib/useSingleMutation';

/** What a failed sign-in says: one message for every wrong detail (spec §8), else the reason. */
export function signInErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status !== 401) return error.message;
  return ACCOUNT_MESSAGES.invalidCredentials;
}

/** Signs in, then goes to the remembered page or the role's home (spec §2 "After login"). */
export function useSignIn(returnTo: string | null) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useSingleMutation({
    mutationFn: async (body: SignInRequest) => {
      const { user } = await apiRequest('/accounts/sign-in', loadSessionResponseSchema, {
        json: body,
      });
      if (!user) throw new ApiError(401, 'UNAUTHENTICATED', ACCOUNT_MESSAGES.invalidCredentials);
      return user;
    },
    onSuccess: async (user) => {
      storeSessionUser(queryClient, user);
      announceAuthChange('signed-in');
      notify.success(`Welcome back, ${user.name}.`, 'Signed in');
      await navigate(pathAfterSignIn(user.role, returnTo), { replace: true });
    },
  });
}
