import { Alert, Button, Center, Container, Loader, Stack, Text } from '@mantine/core';
import type { PageAccess, SessionUser } from '@titletrust/shared';
import { Navigate, Outlet, useLocation } from 'react-router';
import { loginPathReturningTo } from './returnPath';
import { useSession } from './useSession';

function mayOpen(user: SessionUser, access: Exclude<PageAccess, 'public'>): boolean {
  return access === 'signed-in' || user.role === access;
}

/**
 * The one guard for every protected page (spec §2): signed-out visitors go to the sign-in page
 * with the path remembered, signed-in users with the wrong role go to the home page.
 */
export function RequireAccess({ access }: { access: Exclude<PageAccess, 'public'> }) {
  const { data: user, isPending, isError, refetch, isRefetching } = useSession();
  const { pathname, search, hash } = useLocation();

  if (isPending) {
    return (
      <Center mih="60dvh">
        <Loader aria-label="Checking your session" />
      </Center>
    );
  }
  if (isError) {
    return (
      <Container size="sm" py={80}>
        <Alert color="red" title="We could not check your session">
          <Stack gap="sm" align="flex-start">
            <Text size="sm">Check your connection, then try again.</Text>
            <Button
              size="xs"
              color="red"
              variant="light"
              loading={isRefetching}
              onClick={() => void refetch()}
            >
              Try again
            </Button>
          </Stack>
        </Alert>
      </Container>
    );
  }
  if (!user) return <Navigate to={loginPathReturningTo(`${pathname}${search}${hash}`)} replace />;
  if (!mayOpen(user, access)) return <Navigate to="/" replace />;
  return <Outlet />;
}
