import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import {
  IconClockHour4,
  IconRosetteDiscountCheck,
  IconShieldX,
  IconCircleCheck,
} from '@tabler/icons-react';
import type { OwnVerification } from '@titletrust/shared';
import { formatLagosDay } from '../../lib/lagosDateTime';
import { heldBadges } from '../../lib/verificationBadges';

interface Props {
  verification: OwnVerification;
  onFixDocuments: () => void;
  onFixRegistration: () => void;
}

/** The badges an administrator granted, each with its date. */
export function BadgeList({ verification }: { verification: OwnVerification }) {
  const lines = heldBadges(verification.badges, verification.profession);
  if (lines.length === 0) return null;
  return (
    <List
      spacing={4}
      size="sm"
      aria-label="Your badges"
      icon={<IconCircleCheck size={18} color="var(--mantine-color-brand-6)" aria-hidden />}
    >
      {lines.map((line) => (
        <List.Item key={line.label}>
          {line.since
            ? `${line.label} on ${formatLagosDay(line.since)}`
            : `${line.label}, valid until 31 December ${verification.badges.practisingFeeYear}`}
        </List.Item>
      ))}
    </List>
  );
}

/** Where the review stands: not sent, with an administrator, verified, or rejected and why. */
export function ReviewStatus({ verification, onFixDocuments, onFixRegistration }: Props) {
  const { stage, submittedAt, decidedAt } = verification;
  if (stage === 'in_review')
    return (
      <Alert
        color="blue"
        role="status"
        icon={<IconClockHour4 size={18} aria-hidden />}
        title={submittedAt ? `In review since ${formatLagosDay(submittedAt)}` : 'In review'}
      >
        An administrator is checking your documents and registration. Your documents are locked
        until they decide; we will tell you by e-mail.
      </Alert>
    );
  if (stage === 'verified')
    return (
      <Alert
        color="brand"
        role="status"
        icon={<IconRosetteDiscountCheck size={18} aria-hidden />}
        title={decidedAt ? `Verified on ${formatLagosDay(decidedAt)}` : 'Verified'}
      >
        <Stack gap="xs">
          <Text size="sm">Clients see these badges on your public profile and your bids.</Text>
          <BadgeList verification={verification} />
        </Stack>
      </Alert>
    );
  if (stage === 'rejected')
    return (
      <Alert
        color="red"
        role="status"
        icon={<IconShieldX size={18} aria-hidden />}
        title={decidedAt ? `Not approved on ${formatLagosDay(decidedAt)}` : 'Not approved'}
      >
        <Stack gap="xs">
          <Text size="sm" fw={500}>
            The administrator&apos;s reason: {verification.rejectionReason ?? 'none given'}
          </Text>
          <Text size="sm">Fix what they asked for, then submit for review again below.</Text>
          <Group gap="xs">
            <Button size="xs" variant="white" color="red" onClick={onFixDocuments}>
              Change documents
            </Button>
            <Button size="xs" variant="white" color="red" onClick={onFixRegistration}>
              Change registration
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  return null;
}
