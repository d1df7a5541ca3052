import type { AccountType } from '@titletrust/shared';
import { apiRequest } from '../../../lib/api';
import {
  forgetPendingAccountType,
  rememberPendingAccountType,
} from '../complete-profile/pendingAccountType';
import { rememberGoogleReturnPath } from './googleReturnPath';
import { useSingleMutation } from '../../../lib/useSingleMutation';

// The answer's contract (and zod with it) loads with the request, not with the sign-in page.
const loadGoogleSignInResponseSchema = () =>
  import('@titletrust/shared/contracts/accounts').then(
    (module) => module.googleSignInResponseSchema,
  );

/**
 * Starts Google sign-in: the server prepares the flow (carrying the chosen account type in its
 * own state) and answers the address to send the browser to; Google then returns to
 * /auth/callback. The result stays pending-looking while the browser leaves the page.
 */
export function useGoogleSignIn(returnTo: string | null) {
  const mutation = useSingleMutation({
    mutationFn: async (accountType?: AccountType) => {
      if (accountType) rememberPendingAccountType(accountType);
      else forgetPendingAccountType();
      rememberGoogleReturnPath(returnTo);
      const { url } = await apiRequest('/accounts/google', loadGoogleSignInResponseSchema, {
        json: accountType ? { accountType } : {},
      });
      window.location.assign(url);
    },
  });
  return { ...mutation, isRedirecting: mutation.isPending || mutation.isSuccess };
}
