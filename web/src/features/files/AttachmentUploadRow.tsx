import {
  ActionIcon,
  Badge,
  Button,
  Group,
  Paper,
  Progress,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { formatFileSize } from './AttachmentLinks';
import type { UploadItem } from './useAttachmentUploads';

interface Props {
  item: UploadItem;
  onRemove: () => void;
  onRetry: () => void;
}

export function AttachmentUploadRow({ item, onRemove, onRetry }: Props) {
  const percent = Math.round(item.progress * 100);
  return (
    <Paper withBorder radius="md" p="sm" component="li" style={{ listStyle: 'none' }}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Stack gap={0} miw={0}>
            <Text size="sm" fw={500} truncate="end" title={item.fileName}>
              {item.fileName}
            </Text>
            <Text size="xs" c="dimmed">
              {formatFileSize(item.sizeBytes)}
            </Text>
          </Stack>
          <Group gap={6} wrap="nowrap">
            {item.status === 'done' && (
              <Badge color="brand" variant="light" tt="none">
                Uploaded
              </Badge>
            )}
            {item.status === 'uploading' && (
              <Text size="xs" c="dimmed" aria-hidden>
                {percent} %
              </Text>
            )}
            <Tooltip label={item.status === 'uploading' ? 'Cancel upload' : 'Remove'}>
              <ActionIcon
                variant="subtle"
                color="gray"
                onClick={onRemove}
                aria-label={`Remove ${item.fileName}`}
              >
                <IconX size={16} aria-hidden />
              </ActionIcon>
            </Tooltip>
          </Group>
        </Group>
        {item.status === 'uploading' && (
          <Progress value={percent} size="sm" animated aria-label={`Uploading ${item.fileName}`} />
        )}
        {item.status === 'failed' && (
          <Group gap="xs" justify="space-between">
            <Text size="xs" c="red" role="alert">
              {item.error}
            </Text>
            {item.retryable && (
              <Button size="compact-xs" variant="light" onClick={onRetry}>
                Try again
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
