import { Card, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { errorMessageOf } from '../../lib/api';
import { LoadFailedAlert } from '../../lib/LoadFailedAlert';
import { DailyBarChart } from './DailyBarChart';
import { usePlatformStats } from './useAdminQueries';

function StatCard({ label, value, detail }: { label: string; value: number; detail?: string }) {
  return (
    <Card withBorder radius="lg" padding="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={800} lh={1.2}>
        {value.toLocaleString('en-NG')}
      </Text>
      {detail && (
        <Text size="xs" c="dimmed">
          {detail}
        </Text>
      )}
    </Card>
  );
}

/** Spec §6: accounts created and sign-ins in the last 7 days, plus totals. */
export function PlatformStatsCards() {
  const { data: stats, isPending, isError, error, refetch } = usePlatformStats();
  if (isPending) {
    return (
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} aria-busy="true" aria-label="Loading statistics">
        {[0, 1, 2, 3].map((key) => (
          <Skeleton key={key} h={96} radius="lg" />
        ))}
      </SimpleGrid>
    );
  }
  if (isError) {
    return (
      <LoadFailedAlert title="Statistics could not be loaded" onRetry={refetch}>
        {errorMessageOf(error)}
      </LoadFailedAlert>
    );
  }
  const period = `Last ${stats.windowDays} days`;
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        <StatCard label="Accounts created" value={stats.accountsCreated} detail={period} />
        <StatCard label="Sign-ins" value={stats.signIns} detail={period} />
        <StatCard
          label="Accounts in total"
          value={stats.totals.accounts}
          detail={`${stats.totals.buyers} clients, ${stats.totals.sellers} legal professionals`}
        />
        <StatCard label="Pending verifications" value={stats.totals.pendingVerifications} />
      </SimpleGrid>
      <Card withBorder radius="lg" padding="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
          <DailyBarChart label="Accounts created per day" days={stats.accountsCreatedByDay} />
          <DailyBarChart label="Sign-ins per day" days={stats.signInsByDay} color="gold" />
        </SimpleGrid>
      </Card>
    </Stack>
  );
}
