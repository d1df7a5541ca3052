import { Container, Stack, Text, Title } from '@mantine/core';
import { PAGES } from '@titletrust/shared';
import { usePageTitle } from '../../lib/usePageTitle';
import { PlatformStatsCards } from './PlatformStatsCards';
import { ProfilesSection } from './ProfilesSection';

export function AdminDashboardPage() {
  usePageTitle(PAGES.adminDashboard.title);
  return (
    <Container size="lg" py={{ base: 24, sm: 48 }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1}>{PAGES.adminDashboard.title}</Title>
          <Text c="dimmed">Platform activity, and every profile with its verification.</Text>
        </Stack>
        <PlatformStatsCards />
        <ProfilesSection />
      </Stack>
    </Container>
  );
}
