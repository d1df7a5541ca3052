import { Alert, Badge, Card, Divider, Group, Stack, Text, Title } from '@mantine/core';
import {
  ADMIN_MESSAGES,
  PROFESSION_LABELS,
  type KycResult,
  type VerificationSubmission,
} from '@titletrust/shared';
import type { ReactNode } from 'react';
import { formatRelativeTime } from '../../../lib/formatRelativeTime';
import { formatDateTime } from '../../../lib/timeLeft';
import { heldBadges } from '../../../lib/verificationBadges';
import { ReviewChecklistForm } from './ReviewChecklistForm';
import { SubmissionDocuments } from './SubmissionDocuments';

/** The element a profile row's "Review in the queue" scrolls to. */
export const submissionElementId = (userId: string) => `verification-${userId}`;

interface Fact {
  term: string;
  value: ReactNode;
}

function Facts({ facts }: { facts: Fact[] }) {
  return (
    <Stack component="dl" gap={6} m={0}>
      {facts.map(({ term, value }) => (
        <Group key={term} gap={4} align="baseline" wrap="wrap">
          <Text component="dt" size="sm" c="dimmed" w={170} style={{ flexShrink: 0 }}>
            {term}
          </Text>
          <Text component="dd" size="sm" m={0} miw={0} style={{ flex: '1 1 160px' }}>
            {value}
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

const missing = (
  <Text span size="sm" c="dimmed">
    Not given
  </Text>
);

/** The register numbers the admin looks up: SCN and year of call, or the SURCON number. */
function registrationFacts(submission: VerificationSubmission): Fact[] {
  if (submission.profession === 'surveyor') {
    return [{ term: 'SURCON number', value: submission.surconNumber ?? missing }];
  }
  return [
    { term: 'SCN', value: submission.scn ?? missing },
    { term: 'Year of call', value: submission.yearOfCall ?? missing },
  ];
}

function KycSummary({ kyc }: { kyc: KycResult | null }) {
  if (!kyc) return <>None: check the documents by hand</>;
  return (
    <Group gap={6} wrap="wrap">
      <Badge color={kyc.passed ? 'brand' : 'red'} variant="light" tt="none">
        {kyc.passed ? 'Passed' : 'Not passed'}
      </Badge>
      <span>
        Match score {kyc.matchScore} against a threshold of {kyc.threshold} ({kyc.provider},{' '}
        {formatDateTime(kyc.checkedAt)})
      </span>
    </Group>
  );
}

function factsOf(submission: VerificationSubmission): Fact[] {
  const held = heldBadges(submission.badges, submission.profession);
  return [
    { term: 'E-mail', value: <span style={{ overflowWrap: 'anywhere' }}>{submission.email}</span> },
    { term: 'Professional title', value: submission.professionalTitle ?? missing },
    { term: 'Submitted', value: formatDateTime(submission.submittedAt) },
    {
      term: 'Profession',
      value: submission.profession ? PROFESSION_LABELS[submission.profession] : missing,
    },
    ...registrationFacts(submission),
    { term: 'Automatic identity check', value: <KycSummary kyc={submission.kyc} /> },
    // A resubmission after a changed detail: what still stands needs no second look.
    ...(held.length > 0
      ? [{ term: 'Badges already held', value: held.map((badge) => badge.label).join(', ') }]
      : []),
  ];
}

interface Props {
  submission: VerificationSubmission;
  /** An admin may be a professional too, but never decides their own verification. */
  isSelf: boolean;
}

/** One submission with everything the admin checks, shown in place, and the decision. */
export function VerificationCard({ submission, isSelf }: Props) {
  const titleId = `${submissionElementId(submission.userId)}-title`;
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      component="article"
      aria-labelledby={titleId}
      id={submissionElementId(submission.userId)}
      tabIndex={-1}
      // Scrolled to from the profiles table: clear of the sticky header.
      style={{ scrollMarginTop: 88 }}
    >
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Title order={3} size="h4" id={titleId} style={{ overflowWrap: 'anywhere' }}>
            {submission.name}
          </Title>
          <Text size="sm" c="dimmed" title={formatDateTime(submission.submittedAt)}>
            Submitted {formatRelativeTime(new Date(submission.submittedAt))}
          </Text>
        </Group>
        <Facts facts={factsOf(submission)} />
        <Divider />
        <Text fw={600}>Documents</Text>
        <SubmissionDocuments documents={submission.documents} />
        <Divider />
        {isSelf ? (
          <Alert color="gray" variant="light" title="Not yours to decide">
            {ADMIN_MESSAGES.cannotDecideOwnVerification}
          </Alert>
        ) : (
          <ReviewChecklistForm submission={submission} />
        )}
      </Stack>
    </Card>
  );
}
