import { Stack, Text, Title } from '@mantine/core';
import type { Delivery } from '@titletrust/shared';
import { AttachmentLinks } from '../files';
import { ChecklistAnswers } from './ChecklistAnswers';

/** One delivery: the report, the checklist answers and the files (signed links, one hour). */
export function DeliveryRevision({ delivery }: { delivery: Delivery }) {
  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={4} size="h5">
          Report
        </Title>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {delivery.report}
        </Text>
      </Stack>
      {delivery.checklist.length > 0 && (
        <Stack gap={4}>
          <Title order={4} size="h5">
            Checklist
          </Title>
          <ChecklistAnswers answers={delivery.checklist} />
        </Stack>
      )}
      <Stack gap={4}>
        <Title order={4} size="h5">
          Files
        </Title>
        <AttachmentLinks attachments={delivery.files} />
      </Stack>
    </Stack>
  );
}
