import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A page's title, one line on what it is for, and its main action on the right. */
export function PageHeading({
  title,
  description,
  action,
}: {
  title: string;
  description?: ReactNode;
  action?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-end" gap="md">
      <Stack gap={4} maw={720}>
        <Title order={1}>{title}</Title>
        {description && <Text c="dimmed">{description}</Text>}
      </Stack>
      {action}
    </Group>
  );
}
