import { Button, FileButton, Input, Paper, Stack, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { GIG_LIMITS } from '@titletrust/shared';
import { useRef, useState, type DragEvent } from 'react';
import { AttachmentUploadRow } from './AttachmentUploadRow';
import { ACCEPTED_FILE_TYPES } from './uploadAttachment';
import type { useAttachmentUploads } from './useAttachmentUploads';

interface Props {
  uploads: ReturnType<typeof useAttachmentUploads>;
  error: string | undefined;
  label?: string;
  /** What belongs here; the accepted types and limits are added to it. */
  purpose?: string;
}

const MAX_MB = GIG_LIMITS.attachmentBytesMax / 1024 / 1024;

/** Files dropped here or chosen, each uploading with its progress: a gig's documents by default. */
export function AttachmentsField({
  uploads,
  error,
  label = 'Documents (optional)',
  purpose = 'Title documents, survey plans, photos',
}: Props) {
  const [dragging, setDragging] = useState(false);
  // Cleared after each choice, so choosing the same file again (after removing it) works.
  const resetFileInput = useRef<() => void>(null);
  const full = uploads.items.filter((item) => item.status !== 'failed').length >= uploads.maxFiles;

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!full) uploads.add(Array.from(event.dataTransfer.files));
  };

  return (
    <Input.Wrapper
      labelElement="div"
      label={label}
      description={`${purpose}: PDF, JPG or PNG, up to ${uploads.maxFiles} files of ${MAX_MB} MB each.`}
      error={error}
    >
      <Stack gap="sm" mt={6}>
        <Paper
          withBorder
          radius="md"
          p="lg"
          bg={dragging ? 'brand.0' : 'gray.0'}
          style={{ borderStyle: 'dashed' }}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
        >
          <Stack align="center" gap="xs" ta="center">
            <IconUpload size={28} aria-hidden color="var(--mantine-color-brand-7)" />
            <Text size="sm">
              {full ? 'You have attached as many files as this takes.' : 'Drag files here, or'}
            </Text>
            <FileButton
              onChange={(files) => {
                uploads.add(files);
                resetFileInput.current?.();
              }}
              resetRef={resetFileInput}
              accept={ACCEPTED_FILE_TYPES.join(',')}
              multiple
              disabled={full}
            >
              {(props) => (
                <Button {...props} variant="default" disabled={full}>
                  Choose files
                </Button>
              )}
            </FileButton>
          </Stack>
        </Paper>
        {uploads.items.length > 0 && (
          <Stack component="ul" gap="xs" p={0} m={0} aria-label="Attached files">
            {uploads.items.map((item) => (
              <AttachmentUploadRow
                key={item.key}
                item={item}
                onRemove={() => uploads.remove(item.key)}
                onRetry={() => uploads.retry(item.key)}
              />
            ))}
          </Stack>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
