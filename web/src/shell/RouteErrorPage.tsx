import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '../lib/usePageTitle';

/** What RouteErrorBoundary shows when a page failed to load or to draw. */
export function RouteErrorPage() {
  usePageTitle('Something went wrong');
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
