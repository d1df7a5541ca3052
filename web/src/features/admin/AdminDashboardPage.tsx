import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconCash, IconPlugConnected } from '@tabler/icons-react';
import { PAGES } from '@titletrust/shared';
import { Link } from 'react-router';
import { usePageTitle } from '../../lib/usePageTitle';
import { AuditTrailSection } from '../audit';
import { BankAccountApprovalsSection } from '../payments';
import { DisputesSection } from './disputes/DisputesSection';
import { PlatformStatsCards } from './PlatformStatsCards';
import { ProfilesSection } from './ProfilesSection';
import { ReviewReportsSection } from './review-reports/ReviewReportsSection';
import { VerificationQueueSection } from './verification-queue/VerificationQueueSection';
import { UnansweredQuestionsSection } from './assistant-questions/UnansweredQuestionsSection';

export function AdminDashboardPage() {
  usePageTitle(PAGES.adminDashboard.title);
  return (
    <Container size="lg" py={{ base: 24, sm: 48 }}>
      <Stack gap="lg">
        <Group justify="space-between" align="flex-end" gap="md">
          <Stack gap={4}>
            <Title order={1}>{PAGES.adminDashboard.title}</Title>
            <Text c="dimmed">
              Platform activity, open disputes, verifications waiting for review, every profile, and
              the audit trail.
            </Text>
          </Stack>
          <Group gap="sm">
            <Button
              component={Link}
              to={PAGES.adminPayments.path}
              variant="default"
              leftSection={<IconCash size={18} aria-hidden />}
            >
              {PAGES.adminPayments.title}
            </Button>
            <Button
              component={Link}
              to={PAGES.walletTest.path}
              variant="default"
              leftSection={<IconPlugConnected size={18} aria-hidden />}
            >
              Wallet provider test
            </Button>
          </Group>
        </Group>
        <PlatformStatsCards />
        <DisputesSection />
        <VerificationQueueSection />
        <BankAccountApprovalsSection />
        <ReviewReportsSection />
        <ProfilesSection />
        <UnansweredQuestionsSection />
        <AuditTrailSection />
      </Stack>
    </Container>
  );
}
