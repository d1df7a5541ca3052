import { Box, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useAfterFirstPaint } from '../../../lib/useAfterFirstPaint';
import type { ReactNode } from 'react';

/** Where the form will be, so the card does not grow from nothing under the reader's eyes. */
const FORM_PLACE_PX = 400;

interface Props {
  title: string;
  subtitle?: ReactNode;
  size?: 'xs' | 'sm' | 'md';
  children: ReactNode;
}

/**
 * The card every account page (sign in, register, reset) is built on. Its heading and
 * introduction are painted first and the form a frame later: drawing the form's fields took a
 * slow phone's main thread before anything of the page showed.
 */
export function AuthCard({ title, subtitle, size = 'xs', children }: Props) {
  const painted = useAfterFirstPaint();
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
          {painted ? children : <Box mih={FORM_PLACE_PX} />}
        </Stack>
      </Paper>
    </Container>
  );
}
