import { WALLET_MESSAGES, type AccountType } from '@titletrust/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { ApiError, apiRequest } from '../../../lib/api';
import { loadAppConfig } from '../../../lib/appConfig';
import { withMinimumDuration } from '../../../lib/minimumDuration';
import { notify } from '../../../lib/notify';
import { announceAuthChange } from '../session/authChannel';
import { pathAfterSignIn } from '../session/returnPath';
import { loadSignInResponseSchema } from '../session/sessionQueries';
import { useFinishSignIn } from '../session/useFinishSignIn';
import { storeSessionUser } from '../session/useSession';
import {
  forgetPendingAccountType,
  rememberPendingAccountType,
} from '../complete-profile/pendingAccountType';
import { runExclusiveWalletAttempt } from './walletAttempt';
import { useSingleMutation } from '../../../lib/useSingleMutation';

/** Spec §9 "artificial delay 500 ms in wallet login": the least time the loading state shows. */
export const WALLET_SIGN_IN_MIN_DURATION_MS = 500;

/**
 * Signs in with MetaMask (Sign-In with Ethereum). A wallet the server has not seen gets a new
 * account whose profile is incomplete: the app-level Complete Your Profile modal takes over.
 * The account type, when the person chose one on /register, is kept to start that form with.
 */
export function useWalletSignIn(returnTo: string | null) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const finish = useFinishSignIn(returnTo);
  return useSingleMutation({
    mutationFn: (accountType?: AccountType) =>
      runExclusiveWalletAttempt(() => {
        if (accountType) rememberPendingAccountType(accountType);
        const attempt = async () => {
          const [{ wallet }, { createWalletProof }] = await Promise.all([
            loadAppConfig(queryClient),
            // viem is fetched on the first click, not with every page.
            import('./createWalletProof'),
          ]);
          const proof = await createWalletProof(wallet);
          const { user, twoFactorRequired } = await apiRequest(
            '/accounts/wallet/sign-in',
            loadSignInResponseSchema,
            { json: proof },
          );
          if (!user && !twoFactorRequired) {
            throw new ApiError(401, 'UNAUTHENTICATED', WALLET_MESSAGES.verifyFailed);
          }
          return user;
        };
        return withMinimumDuration(attempt(), WALLET_SIGN_IN_MIN_DURATION_MS);
      }),
    onSuccess: async (user) => {
      // The account uses two-factor sign-in: the code page finishes it.
      if (!user) return finish(null);
      storeSessionUser(queryClient, user);
      announceAuthChange('signed-in');
      // The Complete Your Profile modal opens by itself; it says all there is to say.
      if (user.profileStatus === 'incomplete') return;
      forgetPendingAccountType();
      notify.success(`Welcome back, ${user.name}.`, 'Signed in');
      await navigate(pathAfterSignIn(user.role, returnTo), { replace: true });
    },
  });
}
