import { Group, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReviewSummary } from '@titletrust/shared';
import { dimensionEntries, formatAverage, reviewCountLabel } from './reviewLabels';
import { Stars } from './Stars';

/**
 * The average and count, then each dimension's average. Without an average (fewer than 3
 * published reviews on a public profile) it says "New on TitleTrust" instead of a number.
 */
export function ReviewSummaryView({ summary }: { summary: ReviewSummary }) {
  const dimensions = dimensionEntries(summary.dimensions);
  return (
    <Stack gap="sm" aria-label="Rating summary" role="group">
      {summary.average === null ? (
        <Group gap="xs">
          <Text fw={700}>New on TitleTrust</Text>
          <Text size="sm" c="dimmed">
            {summary.count === 0
              ? 'No reviews yet'
              : `${reviewCountLabel(summary.count)} so far; the average shows from 3`}
          </Text>
        </Group>
      ) : (
        <Group gap="sm" align="center">
          <Text fz={32} fw={700} lh={1} aria-hidden>
            {formatAverage(summary.average)}
          </Text>
          <Stack gap={2}>
            <Stars value={summary.average} size="md" />
            <Text size="sm" c="dimmed">
              {reviewCountLabel(summary.count)}
            </Text>
          </Stack>
        </Group>
      )}
      {summary.average !== null && dimensions.length > 0 && (
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing={4} verticalSpacing={4}>
          {dimensions.map(({ key, label, value }) => (
            <Group key={key} gap="xs" wrap="nowrap">
              <Text size="sm" c="dimmed" miw={150}>
                {label}
              </Text>
              <Text size="sm" fw={600}>
                {formatAverage(value)}
              </Text>
            </Group>
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
