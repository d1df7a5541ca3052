import { SimpleGrid, Text } from '@mantine/core';

/** Facts as a description list in two columns (one on a phone); long values wrap anywhere. */
export function FactGrid({ facts }: { facts: [label: string, value: string][] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} component="dl" m={0} spacing="xs">
      {facts.map(([label, value]) => (
        <div key={label}>
          <Text component="dt" size="sm" c="dimmed">
            {label}
          </Text>
          <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
