import { Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { SERVICE_CATEGORIES } from '@titletrust/shared';
import { useId } from 'react';

interface Props {
  value: string;
  onChange: (slug: string) => void;
  error: string | undefined;
}

/** The nine services as cards with a line each, so a first-time client picks the right one. */
export function CategoryField({ value, onChange, error }: Props) {
  const summaryId = useId();
  return (
    <Radio.Group label="Service you need" value={value || null} onChange={onChange} error={error}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" mt="xs">
        {SERVICE_CATEGORIES.map((category) => (
          <Radio.Card
            key={category.slug}
            value={category.slug}
            radius="md"
            p="sm"
            // A button with role radio takes no name from its content in every reader: say it.
            aria-label={category.name}
            aria-describedby={`${summaryId}-${category.slug}`}
          >
            <Group wrap="nowrap" align="flex-start" gap="sm">
              <Radio.Indicator mt={2} />
              <Stack gap={2}>
                <Text fw={600} size="sm">
                  {category.name}
                </Text>
                <Text size="xs" c="dimmed" id={`${summaryId}-${category.slug}`}>
                  {category.summary}
                </Text>
              </Stack>
            </Group>
          </Radio.Card>
        ))}
      </SimpleGrid>
    </Radio.Group>
  );
}
