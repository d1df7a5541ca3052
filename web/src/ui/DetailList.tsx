import { Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export interface Detail {
  term: string;
  value: ReactNode;
}

/** Label and value pairs as a real description list (dl/dt/dd), wrapping on narrow screens. */
export function DetailList({
  details,
  termWidth = 128,
}: {
  details: Detail[];
  termWidth?: number;
}) {
  return (
    <Stack component="dl" gap={8} m={0}>
      {details.map(({ term, value }) => (
        <Group key={term} gap={4} align="baseline" wrap="wrap">
          <Text component="dt" size="sm" c="dimmed" w={termWidth} style={{ flexShrink: 0 }}>
            {term}
          </Text>
          <Text component="dd" size="sm" m={0} miw={0} style={{ flex: '1 1 160px' }}>
            {value}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
