import { Anchor, Group, Image, Stack, Text } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import type { Attachment } from '@titletrust/shared';
import { formatFileSize } from '../files';

/** Images previewed in the thread (each opens whole), PDFs as a link with the file's name. */
export function MessageAttachments({ attachments }: { attachments: readonly Attachment[] }) {
  if (attachments.length === 0) return null;
  const images = attachments.filter((file) => file.contentType.startsWith('image/'));
  const documents = attachments.filter((file) => !file.contentType.startsWith('image/'));
  return (
    <Stack gap={6}>
      {images.length > 0 && (
        <Group gap={6}>
          {images.map((image) => (
            <Anchor
              key={image.id}
              href={image.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`Open ${image.fileName}`}
            >
              {/* A fixed height: the thread's scroll position does not jump as pictures load. */}
              <Image src={image.url} alt={image.fileName} h={160} w="auto" maw={240} radius="sm" />
            </Anchor>
          ))}
        </Group>
      )}
      {documents.map((document) => (
        <Group key={document.id} gap={6} wrap="nowrap" miw={0}>
          <IconFileText size={18} aria-hidden style={{ flexShrink: 0 }} />
          <Anchor
            href={document.url}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            style={{ overflowWrap: 'anywhere' }}
          >
            {document.fileName}
          </Anchor>
          <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
            {formatFileSize(document.sizeBytes)}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}
