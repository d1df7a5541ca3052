import { Alert, Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { DOCUMENT_MESSAGES, type OwnVerification } from '@titletrust/shared';
import { DocumentSlotCard } from './DocumentSlotCard';
import { IdentityCheckCard } from './IdentityCheckCard';
import { OtherDocumentsCard } from './OtherDocumentsCard';
import { documentsLocked, documentsOfKind } from './verificationSteps';

/** Step 1: the government ID, the selfie holding it, other papers, and the optional NIN check. */
export function IdentityStep({
  verification,
  onNext,
}: {
  verification: OwnVerification;
  onNext: () => void;
}) {
  const locked = documentsLocked(verification);
  return (
    <Stack gap="lg">
      {locked && (
        <Alert color="blue" icon={<IconLock size={18} aria-hidden />} title="Documents locked">
          {DOCUMENT_MESSAGES.lockedInReview}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <DocumentSlotCard
          kind="government_id"
          title="Identity document"
          description="National ID card or NIN slip, international passport, driver's licence or voter's card, showing your legal name."
          inputLabel="Government ID"
          documents={documentsOfKind(verification, 'government_id')}
          locked={locked}
        />
        <DocumentSlotCard
          kind="selfie_with_id"
          title="Selfie with your ID"
          description="A clear photo of your face holding the same ID next to it."
          inputLabel="Selfie holding your ID"
          documents={documentsOfKind(verification, 'selfie_with_id')}
          locked={locked}
        />
      </SimpleGrid>
      <DocumentSlotCard
        kind="practising_fee_receipt"
        title="Practising fee receipt (lawyers)"
        description="This year's Bar Practising Fee receipt. Optional: it earns the practising fee badge, which lasts until the end of the year."
        inputLabel="Practising fee receipt"
        documents={documentsOfKind(verification, 'practising_fee_receipt')}
        locked={locked}
      />
      <OtherDocumentsCard documents={documentsOfKind(verification, 'other')} locked={locked} />
      <IdentityCheckCard
        kyc={verification.kyc}
        canCheck={!locked && verification.stage !== 'verified'}
      />
      <Group justify="flex-end">
        <Button onClick={onNext}>Next: registration</Button>
      </Group>
    </Stack>
  );
}
