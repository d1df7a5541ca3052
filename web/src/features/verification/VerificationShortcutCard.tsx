import { Button, Group, Text } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { PAGES, type VerificationStatus } from '@titletrust/shared';
import { Link } from 'react-router';
import { SectionCard } from '../../ui/SectionCard';

const TEXT: Record<VerificationStatus, string> = {
  pending:
    'Clients can hire you once an administrator has checked your ID and your SCN or SURCON number.',
  verified: 'You are verified. See your dated badges, or update a document or number.',
  rejected: 'Your verification was not approved. Read the reason, fix it and submit again.',
};

/** The way from a professional's own profile to their verification page. */
export function VerificationShortcutCard({ status }: { status: VerificationStatus }) {
  return (
    <SectionCard titleId="verification-shortcut-title" title="Verification">
      <Group justify="space-between" gap="sm">
        <Text size="sm" style={{ flex: 1, minWidth: 220 }}>
          {TEXT[status]}
        </Text>
        <Button
          component={Link}
          to={PAGES.verification.path}
          variant={status === 'verified' ? 'default' : 'filled'}
          leftSection={<IconShieldCheck size={18} aria-hidden />}
        >
          {status === 'verified' ? 'Your verification' : 'Get verified'}
        </Button>
      </Group>
    </SectionCard>
  );
}
