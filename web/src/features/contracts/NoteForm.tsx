import { Alert, Button, Group, Stack, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import type { z } from 'zod';
import { ApiError, errorMessageOf } from '../../lib/api';
import { fieldErrorsFromApi, fieldErrorsFromZod } from '../../lib/fieldErrors';
import { AttachmentsField, useAttachmentUploads, type UploadTarget } from '../files';

export interface NoteFormProps {
  /** The request body's one field, under which its problems arrive. */
  field: 'note' | 'reason' | 'statement';
  /** The shared contract of the request, so the same messages show before sending. */
  schema: z.ZodType;
  label: string;
  description: string;
  submitLabel: string;
  danger?: boolean;
  pending: boolean;
  /** The last failed attempt: the text stays, and the problem shows with it. */
  error: Error | null;
  /** Where files for this note go (a dispute statement's evidence); none when absent. */
  evidence?: UploadTarget;
  /** The text, and the ids of the files uploaded with it (empty without `evidence`). */
  onSubmit: (text: string, fileIds: string[]) => void;
  onCancel?: () => void;
}

/** One piece of writing sent to the contract: a change request, a dispute, a statement. */
export function NoteForm(props: NoteFormProps) {
  const { field, error, evidence } = props;
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<string>();
  // Called always (hooks keep their order); it uploads nothing unless files are chosen.
  const uploads = useAttachmentUploads([], evidence);
  // A server answer belongs to the text that was sent; typing again makes it stale.
  const [showServerError, setShowServerError] = useState(false);
  const serverFields = error instanceof ApiError ? fieldErrorsFromApi(error.fields) : {};
  const serverProblem = showServerError ? serverFields[field] : undefined;
  const filesProblem = showServerError ? serverFields.fileIds : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = props.schema.safeParse({ [field]: text });
    if (!parsed.success) return setProblem(fieldErrorsFromZod(parsed.error)[field]);
    setProblem(undefined);
    setShowServerError(true);
    props.onSubmit(
      text.trim(),
      uploads.attachments.map((attachment) => attachment.id),
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Textarea
          label={props.label}
          description={props.description}
          autosize
          minRows={4}
          maxRows={12}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            setProblem(undefined);
            setShowServerError(false);
          }}
          error={problem ?? serverProblem}
          data-autofocus
        />
        {evidence && (
          <AttachmentsField
            uploads={uploads}
            error={filesProblem}
            label="Evidence (optional)"
            purpose="Receipts, letters, photos, screenshots of what was agreed"
          />
        )}
        {showServerError && error && !serverProblem && !filesProblem && (
          <Alert color="red" variant="light">
            {errorMessageOf(error)}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          {props.onCancel && (
            <Button variant="default" onClick={props.onCancel} disabled={props.pending}>
              Go back
            </Button>
          )}
          <Button
            type="submit"
            color={props.danger ? 'red' : undefined}
            loading={props.pending}
            disabled={uploads.isUploading}
          >
            {props.submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
