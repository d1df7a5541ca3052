import { Badge, Button, Container, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHammer } from '@tabler/icons-react';
import { PAGES, type PageAccess, type PageKey } from '@titletrust/shared';
import { Link } from 'react-router';
import { usePageTitle } from '../../lib/usePageTitle';

const AUDIENCE: Record<PageAccess, string> = {
  public: 'Open to everyone',
  'signed-in': 'For signed-in users',
  buyer: 'For clients',
  seller: 'For legal professionals',
  admin: 'For administrators',
};

/** The shell a page shows until its feature lands: what it will be, and for whom. */
export function PendingPage({ page }: { page: PageKey }) {
  const { title, access } = PAGES[page];
  usePageTitle(title);
  return (
    <Container size="sm" py={80}>
      <Paper withBorder radius="lg" p="xl">
        <Stack align="center" ta="center" gap="md">
          <ThemeIcon size={56} radius="xl" variant="light">
            <IconHammer size={30} aria-hidden />
          </ThemeIcon>
          <Badge variant="light">{AUDIENCE[access]}</Badge>
          <Title order={1}>{title}</Title>
          <Text c="dimmed">
            Coming soon: we are building this part of TitleTrust right now. Until it opens, the home
            page explains how the marketplace and its escrow protect you.
          </Text>
          <Button component={Link} to="/">
            Back to the home page
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
