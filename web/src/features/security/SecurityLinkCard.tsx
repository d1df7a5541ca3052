import { Container, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The card of a page opened from a security e-mail's link ("This wasn't me", sign out). */
export function SecurityLinkCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container size="sm" px={{ base: 'xs', sm: 'md' }} py={{ base: 24, sm: 56 }}>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="xs">
        <Stack gap="lg">
          <Title order={1} size="h2">
            {title}
          </Title>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}
