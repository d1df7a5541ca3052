import { Button, Group, List, Stack, Text, Title } from '@mantine/core';
import {
  PROFESSION_LABELS,
  VERIFICATION_MESSAGES,
  type DocumentKind,
  type OwnVerification,
} from '@titletrust/shared';
import { errorMessageOf } from '../../lib/api';
import { FactGrid } from '../../ui/FactGrid';
import { notify } from '../../lib/notify';
import { SectionCard } from '../../ui/SectionCard';
import { BadgeList, ReviewStatus } from './ReviewStatus';
import { useSubmitVerification } from './useVerification';
import { documentsOfKind, STEP } from './verificationSteps';
import { heldBadges } from '../../lib/verificationBadges';

interface Props {
  verification: OwnVerification;
  onGoTo: (step: number) => void;
}

function filesOf(verification: OwnVerification, kind: DocumentKind) {
  const names = documentsOfKind(verification, kind).map((document) => document.fileName);
  return names.length > 0 ? names.join(', ') : 'None yet';
}

/** What will be sent, in one place, so the person can look it over before submitting. */
function Summary({ verification }: { verification: OwnVerification }) {
  const facts: [string, string][] = [
    ['Government ID', filesOf(verification, 'government_id')],
    ['Selfie holding your ID', filesOf(verification, 'selfie_with_id')],
    ['Practising fee receipt', filesOf(verification, 'practising_fee_receipt')],
    ['Receipts and certificates', filesOf(verification, 'other')],
    [
      'Profession',
      verification.profession ? PROFESSION_LABELS[verification.profession] : 'Not given yet',
    ],
    ...((verification.profession === 'surveyor'
      ? [['SURCON registration number', verification.surconNumber ?? '—']]
      : verification.profession === 'lawyer'
        ? [
            ['SCN', verification.scn ?? '—'],
            ['Year of call', verification.yearOfCall ? String(verification.yearOfCall) : '—'],
          ]
        : []) as [string, string][]),
  ];
  return <FactGrid facts={facts} />;
}

/** Step 3: the summary, what is still missing, the submit button and where the review stands. */
export function SubmitStep({ verification, onGoTo }: Props) {
  const submit = useSubmitVerification();
  const { stage, missing } = verification;
  const canSend = stage === 'draft' || stage === 'rejected';
  const keptBadges = heldBadges(verification.badges, verification.profession).length > 0;

  const send = () =>
    submit.mutate(undefined, {
      onSuccess: () => notify.success(VERIFICATION_MESSAGES.submitted),
      onError: (error) => notify.error(errorMessageOf(error)),
    });

  return (
    <Stack gap="lg">
      <ReviewStatus
        verification={verification}
        onFixDocuments={() => onGoTo(STEP.identity)}
        onFixRegistration={() => onGoTo(STEP.registration)}
      />
      <SectionCard
        titleId="verification-summary-title"
        title="Your submission"
        description="An administrator sees these documents and numbers, and nobody else."
      >
        <Summary verification={verification} />
        {stage !== 'verified' && keptBadges && (
          <Stack gap={4}>
            <Title order={3} size="h5">
              Badges you keep
            </Title>
            <BadgeList verification={verification} />
          </Stack>
        )}
        {canSend && missing.length > 0 && (
          <Stack gap={4} id="verification-missing">
            <Text size="sm" fw={500}>
              Before you can submit:
            </Text>
            <List size="sm" aria-label="Still missing">
              {missing.map((reason) => (
                <List.Item key={reason}>{reason}</List.Item>
              ))}
            </List>
          </Stack>
        )}
        {canSend && (
          <Group justify="flex-end">
            <Button
              onClick={send}
              loading={submit.isPending}
              disabled={missing.length > 0}
              aria-describedby={missing.length > 0 ? 'verification-missing' : undefined}
            >
              Submit for review
            </Button>
          </Group>
        )}
      </SectionCard>
    </Stack>
  );
}
