import { Paper, Stack, Text } from '@mantine/core';
import { formatDateTime } from '../../lib/timeLeft';

/** One side's words in a dispute, as they wrote them. */
export function DisputeStatement({
  heading,
  at,
  text,
}: {
  heading: string;
  at: string | null;
  text: string;
}) {
  return (
    <Stack gap={4}>
      <Text size="sm" fw={600}>
        {heading}
        {at && (
          <Text span size="xs" c="dimmed" fw={400}>
            {' '}
            · {formatDateTime(at)}
          </Text>
        )}
      </Text>
      <Paper bg="gray.0" radius="md" p="sm">
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {text}
        </Text>
      </Paper>
    </Stack>
  );
}
