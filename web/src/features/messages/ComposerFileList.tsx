import { ActionIcon, Group, Image, Paper, Progress, Stack, Text, Tooltip } from '@mantine/core';
import { IconFileText, IconX } from '@tabler/icons-react';
import { formatFileSize } from '../files';
import type { ComposerFile } from './useComposerFiles';

function FileRow({ file, onRemove }: { file: ComposerFile; onRemove: () => void }) {
  return (
    <Paper withBorder radius="md" p={6} component="li" w={200} style={{ listStyle: 'none' }}>
      <Stack gap={4}>
        <Group gap={6} wrap="nowrap" justify="space-between">
          <Group gap={6} wrap="nowrap" miw={0}>
            {file.previewUrl ? (
              <Image src={file.previewUrl} alt="" h={36} w={36} radius="sm" fit="cover" />
            ) : (
              <IconFileText size={20} aria-hidden style={{ flexShrink: 0 }} />
            )}
            <Stack gap={0} miw={0}>
              <Text size="xs" fw={500} truncate="end" title={file.fileName}>
                {file.fileName}
              </Text>
              <Text size="xs" c="dimmed">
                {file.status === 'uploading'
                  ? `${file.percent} %`
                  : file.status === 'done'
                    ? `${formatFileSize(file.sizeBytes)} · Uploaded`
                    : formatFileSize(file.sizeBytes)}
              </Text>
            </Stack>
          </Group>
          <Tooltip label={file.status === 'uploading' ? 'Cancel upload' : 'Remove'}>
            <ActionIcon
              size="sm"
              variant="subtle"
              color="gray"
              onClick={onRemove}
              aria-label={`Remove ${file.fileName}`}
            >
              <IconX size={14} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
        {file.status === 'uploading' && (
          <Progress value={file.percent} size="xs" aria-label={`Uploading ${file.fileName}`} />
        )}
        {file.status === 'failed' && (
          <Text size="xs" c="red" role="alert">
            {file.error}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** The files waiting to go with the message, each removable before it is sent. */
export function ComposerFileList({
  files,
  onRemove,
}: {
  files: ComposerFile[];
  onRemove: (key: string) => void;
}) {
  if (files.length === 0) return null;
  return (
    <Group component="ul" gap={6} p={0} m={0} aria-label="Files to send">
      {files.map((file) => (
        <FileRow key={file.key} file={file} onRemove={() => onRemove(file.key)} />
      ))}
    </Group>
  );
}
