import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface Props {
  title: string;
  subtitle?: ReactNode;
  size?: 'xs' | 'sm' | 'md';
  children: ReactNode;
}

/** The card every account page (sign in, register, reset) is built on. */
export function AuthCard({ title, subtitle, size = 'xs', children }: Props) {
  return (
    <Container size={size} px={{ base: 'xs', sm: 'md' }} py={{ base: 24, sm: 56 }}>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} shadow="xs">
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1} size="h2">
              {title}
            </Title>
            {subtitle && (
              <Text c="dimmed" size="sm">
                {subtitle}
              </Text>
            )}
          </Stack>
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}
