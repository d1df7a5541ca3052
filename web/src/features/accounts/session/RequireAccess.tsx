import { Center, Container, Loader, Text } from '@mantine/core';
import { PAGES, type PageAccess, type SessionUser } from '@titletrust/shared';
import { lazy, Suspense, useDeferredValue } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { owesTwoFactor } from './owesTwoFactor';
import { pathReturningTo } from './returnPath';
import { useSession } from './useSession';

// Rarely needed, so not part of the first page (decision 033).
const LoadFailedAlert = lazy(async () => ({
  default: (await import('../../../ui/LoadFailedAlert')).LoadFailedAlert,
}));

function mayOpen(user: SessionUser, access: Exclude<PageAccess, 'public'>): boolean {
  return access === 'signed-in' || user.role === access;
}

/**
 * The one guard for every protected page (spec §2): signed-out visitors go to the sign-in page
 * with the path remembered, an admin without two-factor to its setup, signed-in users with the
 * wrong role to the home page.
 */
export function RequireAccess({ access }: { access: Exclude<PageAccess, 'public'> }) {
  const { data: user, isPending, isError, refetch, isRefetching } = useSession();
  const { pathname, search, hash } = useLocation();
  // Once the session is known, the page is drawn in a background render that yields to the
  // browser: drawn at once, a page held a slow phone's main thread as one long task.
  const checking = useDeferredValue(isPending);

  if (checking) {
    return (
      <Center mih="60dvh">
        <Loader aria-label="Checking your session" />
      </Center>
    );
  }
  if (isError) {
    return (
      <Container size="sm" py={80}>
        <Suspense fallback={null}>
          <LoadFailedAlert
            title="We could not check your session"
            onRetry={refetch}
            retrying={isRefetching}
          >
            <Text size="sm">Check your connection, then try again.</Text>
          </LoadFailedAlert>
        </Suspense>
      </Container>
    );
  }
  const here = `${pathname}${search}${hash}`;
  if (!user) return <Navigate to={pathReturningTo(PAGES.login.path, here)} replace />;
  // Admins must use two-factor sign-in: until they have set it up, every page leads there.
  if (owesTwoFactor(user) && pathname !== PAGES.twoFactorSetup.path) {
    return <Navigate to={pathReturningTo(PAGES.twoFactorSetup.path, here)} replace />;
  }
  if (!mayOpen(user, access)) return <Navigate to="/" replace />;
  return <Outlet />;
}
