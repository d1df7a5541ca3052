import { PAGES, type SessionUser } from '@titletrust/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { notify } from '../../../lib/notify';
import { announceAuthChange } from './authChannel';
import { pathAfterSignIn, pathReturningTo } from './returnPath';
import { storeSessionUser } from './useSession';

/**
 * What every way in does once it has an answer: with a user, keep it, tell the other tabs, greet,
 * and go to the remembered page or the role's home (spec §2 "After login"); without one, the
 * account uses two-factor sign-in and the code page finishes it, remembering the same page.
 */
export function useFinishSignIn(returnTo: string | null) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (user: SessionUser | null) => {
    if (!user) {
      await navigate(pathReturningTo(PAGES.twoFactorSignIn.path, returnTo));
      return;
    }
    storeSessionUser(queryClient, user);
    announceAuthChange('signed-in');
    notify.success(`Welcome back, ${user.name}.`, 'Signed in');
    await navigate(pathAfterSignIn(user.role, returnTo), { replace: true });
  };
}
