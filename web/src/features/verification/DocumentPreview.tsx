import { Anchor, Group, Image, Paper, Stack, Text } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import type { ProfileDocument } from '@titletrust/shared';
import type { ReactNode } from 'react';
import { formatFileSize } from './documentFiles';
import { formatLagosDay } from '../../lib/lagosDateTime';

/**
 * A stored document: a thumbnail for a picture, a link for a PDF. Both open the signed link
 * (valid an hour; the page reads fresh ones each time it loads).
 */
export function DocumentPreview({
  document,
  actions,
}: {
  document: ProfileDocument;
  actions?: ReactNode;
}) {
  const isPdf = document.contentType === 'application/pdf';
  return (
    <Paper withBorder radius="md" p="sm">
      <Group gap="md" wrap="nowrap" align="center">
        {isPdf ? (
          // The file's name beside it is the link; the icon only marks the kind.
          <Group w={96} h={72} justify="center" style={{ flexShrink: 0 }} aria-hidden>
            <IconFileTypePdf size={40} />
          </Group>
        ) : (
          <Anchor href={document.url} target="_blank" rel="noreferrer" style={{ flexShrink: 0 }}>
            <Image
              src={document.url}
              alt={`Preview of ${document.fileName}`}
              w={96}
              h={72}
              fit="cover"
              radius="sm"
            />
          </Anchor>
        )}
        <Stack gap={2} miw={0} style={{ flex: 1 }}>
          <Anchor
            href={document.url}
            target="_blank"
            rel="noreferrer"
            size="sm"
            fw={500}
            style={{ overflowWrap: 'anywhere' }}
          >
            {isPdf ? `${document.fileName} (PDF)` : document.fileName}
          </Anchor>
          <Text size="xs" c="dimmed">
            {formatFileSize(document.sizeBytes)} · uploaded {formatLagosDay(document.createdAt)}
          </Text>
          {actions && (
            <Group gap="xs" mt={4}>
              {actions}
            </Group>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
