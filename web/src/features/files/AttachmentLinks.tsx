import { Anchor, Group, List, Text } from '@mantine/core';
import { IconFileText, IconPhoto } from '@tabler/icons-react';

export interface AttachmentEntry {
  id: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  /** A signed link; absent in a preview of a gig not yet published. */
  url?: string;
  /** SHA-256 of the bytes, for a file this browser uploaded (see sameFile). */
  contentHash?: string;
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function FileIcon({ contentType }: { contentType: string }) {
  return contentType === 'application/pdf' ? (
    <IconFileText size={18} aria-hidden />
  ) : (
    <IconPhoto size={18} aria-hidden />
  );
}

/** Title documents and survey plans; signed links open in a new tab (they expire in an hour). */
export function AttachmentLinks({ attachments }: { attachments: readonly AttachmentEntry[] }) {
  if (attachments.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No documents attached.
      </Text>
    );
  }
  return (
    <List spacing={6} listStyleType="none" aria-label="Attached documents">
      {attachments.map((attachment) => (
        <List.Item key={attachment.id}>
          <Group gap={6} wrap="nowrap" miw={0}>
            <FileIcon contentType={attachment.contentType} />
            {attachment.url ? (
              <Anchor
                href={attachment.url}
                target="_blank"
                rel="noopener noreferrer"
                size="sm"
                style={{ overflowWrap: 'anywhere' }}
              >
                {attachment.fileName}
              </Anchor>
            ) : (
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {attachment.fileName}
              </Text>
            )}
            <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
              {formatFileSize(attachment.sizeBytes)}
            </Text>
          </Group>
        </List.Item>
      ))}
    </List>
  );
}
