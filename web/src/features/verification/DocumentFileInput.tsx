import { Paper, Progress, Stack, Text, Button } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { DOCUMENT_LIMITS } from '@titletrust/shared';
import { useState, type DragEvent } from 'react';
import { DOCUMENT_ACCEPT } from './documentFiles';
import type { DocumentUpload } from './useDocumentUpload';

const MEGABYTES = DOCUMENT_LIMITS.bytesMax / (1024 * 1024);

/**
 * The file input itself, out of sight: the visible buttons and the drop zone open it. It carries
 * the accessible name ("Government ID", …) so that assistive technology and tests find it.
 */
export function DocumentFileInput({
  label,
  upload,
  onFile,
}: {
  label: string;
  upload: DocumentUpload;
  onFile: (file: File) => void;
}) {
  const { setInput } = upload;
  return (
    <input
      ref={setInput}
      type="file"
      hidden
      accept={DOCUMENT_ACCEPT}
      aria-label={label}
      onChange={(event) => {
        const file = event.currentTarget.files?.[0];
        // Cleared, so that choosing the same file again after an error still counts as a change.
        event.currentTarget.value = '';
        if (file) onFile(file);
      }}
    />
  );
}

/** A dashed area that takes a dropped file, with a button for those who would rather choose. */
export function DocumentDropZone({
  upload,
  onFile,
}: {
  upload: DocumentUpload;
  onFile: (file: File) => void;
}) {
  const [over, setOver] = useState(false);
  const drop = (event: DragEvent) => {
    event.preventDefault();
    setOver(false);
    const file = event.dataTransfer.files[0];
    if (file && !upload.uploading) onFile(file);
  };
  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      bg={over ? 'var(--mantine-primary-color-light)' : undefined}
      style={{ borderStyle: 'dashed' }}
      onDragOver={(event) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
    >
      <Stack align="center" gap={6}>
        <IconUpload size={28} aria-hidden />
        <Text size="sm">Drag a file here, or</Text>
        <Button variant="light" onClick={upload.choose} loading={upload.uploading}>
          Choose a file
        </Button>
        <Text size="xs" c="dimmed">
          JPG, PNG or PDF, up to {MEGABYTES} MB
        </Text>
      </Stack>
    </Paper>
  );
}

/** How far the upload has gone, and what went wrong when it failed. */
export function UploadFeedback({ upload }: { upload: DocumentUpload }) {
  return (
    <>
      {upload.progress !== null && (
        <Stack gap={4}>
          <Progress value={upload.progress} aria-label="Upload progress" animated />
          <Text size="xs" c="dimmed">
            Uploading… {upload.progress}%
          </Text>
        </Stack>
      )}
      {upload.problem && (
        <Text size="sm" c="red" role="alert">
          {upload.problem}
        </Text>
      )}
    </>
  );
}
