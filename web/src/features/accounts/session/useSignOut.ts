import type { SignOutScope } from '@titletrust/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiRequest, errorMessageOf } from '../../../lib/api';
import { arrivedAtNextPage, leaveCurrentPage } from '../../../lib/leavePage';
import { notify } from '../../../lib/notify';
import { announceAuthChange } from './authChannel';
import { DEVICE_SESSIONS_QUERY_KEY, loadSessionResponseSchema } from './sessionQueries';
import { storeSessionUser } from './useSession';
import { useSingleMutation } from '../../../lib/useSingleMutation';

const OUTCOME: Record<SignOutScope, string> = {
  local: 'You have signed out.',
  others: 'You have signed out on all your other devices.',
  global: 'You have signed out on every device, this one included.',
};

/** Signs out here ('local'), on the other devices ('others') or everywhere ('global'). */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useSingleMutation({
    mutationFn: (scope: SignOutScope) =>
      apiRequest('/accounts/sign-out', loadSessionResponseSchema, { json: { scope } }),
    // Ending this browser's session: the page and the header's signed-in tools (some perhaps
    // still loading their code) leave before the request, at once, not in a transition, so
    // nothing asks without a cookie once the answer clears it, and a protected page's guard does
    // not send us to the sign-in page. A failed sign-out brings them back.
    onMutate: (scope) => {
      if (scope !== 'others') leaveCurrentPage();
    },
    onSuccess: async ({ user }, scope) => {
      if (!user) {
        // Already gone unless only the other devices were asked for and this session ended too.
        leaveCurrentPage();
        // Drop what the signed-out user's pages had loaded.
        queryClient.removeQueries({
          predicate: (query) => query.getObserversCount() === 0 && query.queryKey[0] !== 'session',
        });
        storeSessionUser(queryClient, null);
        await navigate('/', { replace: true });
      } else {
        storeSessionUser(queryClient, user);
      }
      await queryClient.invalidateQueries({ queryKey: DEVICE_SESSIONS_QUERY_KEY });
      // Other tabs share this browser's cookie: they only need to hear about a sign-out here.
      if (!user) announceAuthChange('signed-out');
      notify.success(OUTCOME[scope], 'Signed out');
    },
    onError: (error, scope) => {
      if (scope !== 'others') arrivedAtNextPage();
      notify.error(errorMessageOf(error), 'Could not sign out');
    },
  });
}
