import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { usePageTitle } from '../lib/usePageTitle';
import { NotFoundPage } from './NotFoundPage';

/**
 * Last line of defence for errors thrown while rendering or loading a page. The most common cause
 * in the wild is a page chunk that vanished after a new release, which a reload fixes.
 */
export function RouteErrorPage() {
  const error = useRouteError();
  usePageTitle('Something went wrong');
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <Container size="sm" py={96}>
      <Stack align="center" ta="center" gap="md">
        <Title order={1}>Something went wrong</Title>
        <Text c="dimmed">
          This page could not be shown. Reloading usually fixes it; nothing you saved has been lost.
        </Text>
        <Group justify="center">
          <Button onClick={() => window.location.reload()}>Reload the page</Button>
          <Button component="a" href="/" variant="default">
            Go to the home page
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
