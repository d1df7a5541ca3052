import { Stack, Text } from '@mantine/core';
import { DOCUMENT_LIMITS, type ProfileDocument } from '@titletrust/shared';
import { SectionCard } from '../../ui/SectionCard';
import { DocumentDropZone, DocumentFileInput, UploadFeedback } from './DocumentFileInput';
import { DocumentPreview } from './DocumentPreview';
import { RemoveDocumentButton } from './RemoveDocumentButton';
import { useDocumentUpload } from './useDocumentUpload';

/** Receipts and certificates (kind `other`), up to DOCUMENT_LIMITS.otherMax of them. */
export function OtherDocumentsCard({
  documents,
  locked,
}: {
  documents: ProfileDocument[];
  locked: boolean;
}) {
  const upload = useDocumentUpload('other');
  const room = documents.length < DOCUMENT_LIMITS.otherMax;
  return (
    <SectionCard
      titleId="document-other-title"
      title="Receipts and certificates"
      description={`For example your SURCON certificate or call to Bar certificate. Up to ${DOCUMENT_LIMITS.otherMax} files.`}
    >
      <DocumentFileInput
        label="Other documents"
        upload={upload}
        onFile={(file) => upload.upload(file)}
      />
      {documents.length > 0 && (
        <Stack gap="xs">
          {documents.map((document) => (
            <DocumentPreview
              key={document.id}
              document={document}
              actions={!locked && <RemoveDocumentButton document={document} />}
            />
          ))}
        </Stack>
      )}
      {locked ? (
        documents.length === 0 && (
          <Text size="sm" c="dimmed">
            Nothing uploaded.
          </Text>
        )
      ) : room ? (
        <DocumentDropZone upload={upload} onFile={(file) => upload.upload(file)} />
      ) : (
        <Text size="sm" c="dimmed">
          You have {DOCUMENT_LIMITS.otherMax} files here, the most you can keep. Remove one to add
          another.
        </Text>
      )}
      <UploadFeedback upload={upload} />
    </SectionCard>
  );
}
