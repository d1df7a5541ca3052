import {
  Anchor,
  Card,
  Image,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  UnstyledButton,
} from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import type { DocumentKind, ProfileDocument } from '@titletrust/shared';
import { useState } from 'react';

/** The kinds as the admin reads them (the professional's own page says "your ID"). */
const KIND_LABELS: Record<DocumentKind, string> = {
  government_id: 'Government ID',
  selfie_with_id: 'Selfie holding the ID',
  practising_fee_receipt: 'Practising fee receipt',
  other: 'Other document',
};

const KIND_ORDER: DocumentKind[] = [
  'government_id',
  'selfie_with_id',
  'practising_fee_receipt',
  'other',
];

const formatSize = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.max(1, Math.round(bytes / 1024))} KB`;

function DocumentTile({
  document,
  onEnlarge,
}: {
  document: ProfileDocument;
  onEnlarge: () => void;
}) {
  const label = KIND_LABELS[document.kind];
  const isPdf = document.contentType === 'application/pdf';
  return (
    <Card withBorder radius="md" padding="xs" component="figure" m={0} aria-label={label}>
      <Card.Section>
        {isPdf ? (
          <Stack align="center" justify="center" gap={6} h={140} bg="gray.0">
            <ThemeIcon variant="light" color="red" size="xl" radius="md">
              <IconFileTypePdf size={26} aria-hidden />
            </ThemeIcon>
            {/* The file route sends a PDF inline and sandboxed: it opens in a new tab. */}
            <Anchor
              href={document.url}
              target="_blank"
              rel="noopener noreferrer"
              aria-label={`Open PDF: ${label}, ${document.fileName}`}
            >
              Open PDF
            </Anchor>
          </Stack>
        ) : (
          <UnstyledButton
            onClick={onEnlarge}
            aria-label={`Enlarge ${label}, ${document.fileName}`}
            display="block"
            w="100%"
          >
            <Image src={document.url} alt={`${label}: ${document.fileName}`} h={140} fit="cover" />
          </UnstyledButton>
        )}
      </Card.Section>
      <Stack gap={0} mt="xs" component="figcaption">
        <Text size="sm" fw={600}>
          {label}
        </Text>
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {document.fileName} · {formatSize(document.sizeBytes)}
        </Text>
      </Stack>
    </Card>
  );
}

/** The submission's documents shown in place, through their signed links; images enlarge. */
export function SubmissionDocuments({ documents }: { documents: ProfileDocument[] }) {
  const [enlarged, setEnlarged] = useState<ProfileDocument>();
  if (documents.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No documents were uploaded.
      </Text>
    );
  }
  const ordered = [...documents].sort(
    (a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind),
  );
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2, sm: 3 }} spacing="sm">
        {ordered.map((document) => (
          <DocumentTile
            key={document.id}
            document={document}
            onEnlarge={() => setEnlarged(document)}
          />
        ))}
      </SimpleGrid>
      <Modal
        opened={!!enlarged}
        onClose={() => setEnlarged(undefined)}
        title={enlarged && `${KIND_LABELS[enlarged.kind]}: ${enlarged.fileName}`}
        size="xl"
        centered
      >
        {enlarged && (
          <Image
            src={enlarged.url}
            alt={`${KIND_LABELS[enlarged.kind]}: ${enlarged.fileName}`}
            fit="contain"
            mah="75vh"
          />
        )}
      </Modal>
    </>
  );
}
