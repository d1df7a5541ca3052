import { ACCOUNT_MESSAGES, type SignInRequest } from '@titletrust/shared';
import { ApiError, apiRequest } from '../../../lib/api';
import { useSingleMutation } from '../../../lib/useSingleMutation';
import { loadSignInResponseSchema } from '../session/sessionQueries';
import { useFinishSignIn } from '../session/useFinishSignIn';

/** What a failed sign-in says: one message for every wrong detail (spec §8), else the reason. */
export function signInErrorMessage(error: unknown): string {
  if (error instanceof ApiError && error.status !== 401) return error.message;
  return ACCOUNT_MESSAGES.invalidCredentials;
}

/** Signs in with the password; then the two-factor code when the account asks for one. */
export function useSignIn(returnTo: string | null) {
  const finish = useFinishSignIn(returnTo);
  return useSingleMutation({
    mutationFn: async (body: SignInRequest) => {
      const { user, twoFactorRequired } = await apiRequest(
        '/accounts/sign-in',
        loadSignInResponseSchema,
        { json: body },
      );
      if (!user && !twoFactorRequired) {
        throw new ApiError(401, 'UNAUTHENTICATED', ACCOUNT_MESSAGES.invalidCredentials);
      }
      return user;
    },
    onSuccess: finish,
  });
}
