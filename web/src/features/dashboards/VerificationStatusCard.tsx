import { Alert, Anchor, Text } from '@mantine/core';
import { IconRosetteDiscountCheck, IconShieldExclamation, IconShieldX } from '@tabler/icons-react';
import { CONTACT, PAGES, type VerificationStatus } from '@titletrust/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

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
    text: 'An administrator is checking your bar licence number and ID. You can browse gigs meanwhile; you can bid once you are verified.',
    icon: <IconShieldExclamation size={18} aria-hidden />,
  },
  rejected: {
    color: 'red',
    title: 'Verification not approved',
    text: 'An administrator could not verify your documents, so you cannot bid yet. Write to us with a valid bar licence number and a clear government ID, and we will check again.',
    icon: <IconShieldX size={18} aria-hidden />,
  },
};

export function VerificationStatusCard({ status }: { status: VerificationStatus }) {
  const content = CONTENT[status];
  return (
    <Alert color={content.color} title={content.title} icon={content.icon} role="status">
      <Text size="sm">{content.text}</Text>
      {status !== 'verified' && (
        <Text size="sm" mt={6}>
          Questions? <Anchor href={`mailto:${CONTACT.email}`}>{CONTACT.email}</Anchor> ·{' '}
          <Anchor component={Link} to={PAGES.profile.path}>
            Your profile
          </Anchor>
        </Text>
      )}
    </Alert>
  );
}
