import { Button, Stack, Text } from '@mantine/core';
import type { DocumentKind, ProfileDocument } from '@titletrust/shared';
import { SectionCard } from '../../ui/SectionCard';
import { DocumentDropZone, DocumentFileInput, UploadFeedback } from './DocumentFileInput';
import { DocumentPreview } from './DocumentPreview';
import { RemoveDocumentButton } from './RemoveDocumentButton';
import { useDocumentUpload } from './useDocumentUpload';

interface Props {
  kind: Exclude<DocumentKind, 'other'>;
  /** The card's heading; it differs from the input's label, which names the file itself. */
  title: string;
  description: string;
  inputLabel: string;
  documents: ProfileDocument[];
  locked: boolean;
}

const newestFirst = (a: ProfileDocument, b: ProfileDocument) =>
  b.createdAt.localeCompare(a.createdAt);

/**
 * One document of which a person keeps one (the ID, the selfie, this year's practising fee
 * receipt): upload, look at, replace or remove it.
 */
export function DocumentSlotCard({
  kind,
  title,
  description,
  inputLabel,
  documents,
  locked,
}: Props) {
  const upload = useDocumentUpload(kind);
  const [current, ...older] = [...documents].sort(newestFirst);
  const onFile = (file: File) => upload.upload(file, { replacing: Boolean(current) });

  return (
    <SectionCard titleId={`document-${kind}-title`} title={title} description={description}>
      <DocumentFileInput label={inputLabel} upload={upload} onFile={onFile} />
      {current ? (
        <Stack gap="xs">
          {[current, ...older].map((document) => (
            <DocumentPreview
              key={document.id}
              document={document}
              actions={
                !locked && (
                  <>
                    {document === current && (
                      <Button
                        size="xs"
                        variant="light"
                        onClick={upload.choose}
                        loading={upload.uploading}
                      >
                        Replace
                      </Button>
                    )}
                    <RemoveDocumentButton document={document} />
                  </>
                )
              }
            />
          ))}
        </Stack>
      ) : locked ? (
        <Text size="sm" c="dimmed">
          Nothing uploaded.
        </Text>
      ) : (
        <DocumentDropZone upload={upload} onFile={onFile} />
      )}
      <UploadFeedback upload={upload} />
    </SectionCard>
  );
}
