import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { usePageTitle } from '../lib/usePageTitle';

export function NotFoundPage() {
  const { pathname } = useLocation();
  usePageTitle('Page not found');
  return (
    <Container size="sm" py={96}>
      <Stack align="center" ta="center" gap="md">
        <Text fz={72} fw={800} c="brand.8" lh={1} aria-hidden>
          404
        </Text>
        <Title order={1}>Page not found</Title>
        <Text c="dimmed">
          There is no page at <code>{pathname}</code>. It may have moved, or the link may be
          mistyped.
        </Text>
        <Group justify="center">
          <Button component={Link} to="/">
            Go to the home page
          </Button>
          <Button component={Link} to="/#services" variant="default">
            See our services
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
