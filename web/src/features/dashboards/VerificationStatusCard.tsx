import { Alert, Anchor, Button, Group, Text } from '@mantine/core';
import { IconRosetteDiscountCheck, IconShieldExclamation, IconShieldX } from '@tabler/icons-react';
import { CONTACT, PAGES, type VerificationStatus } from '@titletrust/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatLagosDay } from '../../lib/lagosDateTime';

const CONTENT: Record<
  VerificationStatus,
  { color: string; title: string; text: string; icon: ReactNode }
> = {
  verified: {
    color: 'brand',
    title: 'You are verified',
    text: 'Clients see your verification badge, and you can bid on any open gig.',
    icon: <IconRosetteDiscountCheck size={18} aria-hidden />,
  },
  pending: {
    color: 'yellow',
    title: 'Verification pending',
    text: 'To bid, upload your government ID and a selfie holding it and give your SCN or SURCON number; an administrator checks them. You can browse gigs meanwhile.',
    icon: <IconShieldExclamation size={18} aria-hidden />,
  },
  rejected: {
    color: 'red',
    title: 'Verification not approved',
    text: 'An administrator could not verify your documents, so you cannot bid yet. Read their reason on the verification page, fix what they asked for and submit again.',
    icon: <IconShieldX size={18} aria-hidden />,
  },
};

/** Pending, with the submission in the admins' queue: nothing more to upload. */
const IN_REVIEW = {
  color: 'blue',
  title: 'Verification in review',
  icon: <IconShieldExclamation size={18} aria-hidden />,
};

export function VerificationStatusCard({
  status,
  submittedAt,
}: {
  status: VerificationStatus;
  /** When the submission entered the admins' queue, while it waits there. */
  submittedAt: string | null;
}) {
  const content =
    status === 'pending' && submittedAt
      ? {
          ...IN_REVIEW,
          text: `You sent your documents on ${formatLagosDay(submittedAt)}. An administrator is checking them; you will get a notification when they decide. You can browse gigs meanwhile.`,
        }
      : CONTENT[status];
  return (
    <Alert color={content.color} title={content.title} icon={content.icon} role="status">
      <Text size="sm">{content.text}</Text>
      {status === 'verified' || submittedAt ? (
        <Anchor component={Link} to={PAGES.verification.path} size="sm" mt={6} display="block">
          Verification and badges
        </Anchor>
      ) : (
        <Group gap="sm" mt="sm">
          <Button component={Link} to={PAGES.verification.path} size="xs">
            Get verified
          </Button>
          <Text size="sm">
            Questions? <Anchor href={`mailto:${CONTACT.email}`}>{CONTACT.email}</Anchor> ·{' '}
            <Anchor component={Link} to={PAGES.profile.path}>
              Your profile
            </Anchor>
          </Text>
        </Group>
      )}
    </Alert>
  );
}
