import { Paper, Stack, Text } from '@mantine/core';
import type { Attachment } from '@titletrust/shared';
import { formatDateTime } from '../../lib/timeLeft';
import { AttachmentLinks } from '../files';

/** One side's words in a dispute (or to each other), as they wrote them, with their files. */
export function DisputeStatement({
  heading,
  at,
  text,
  files = [],
}: {
  heading: string;
  at: string | null;
  text: string;
  files?: readonly Attachment[];
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
        <Stack gap="xs">
          {text && (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {text}
            </Text>
          )}
          {files.length > 0 && <AttachmentLinks attachments={files} />}
        </Stack>
      </Paper>
    </Stack>
  );
}
