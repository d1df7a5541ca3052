import { Card, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { countLabel } from '../../lib/gigLabels';
import { errorMessageOf } from '../../lib/api';
import { LoadFailedAlert } from '../../ui/LoadFailedAlert';
import { StatCard } from '../../ui/StatCard';
import { DailyBarChart } from './DailyBarChart';
import { FeesByDayCharts, PlatformMoneyCards } from './PlatformMoneyCards';
import { usePlatformStats } from './useAdminQueries';

const count = (value: number) => value.toLocaleString('en-NG');
const asBars = (days: Array<{ day: string; count: number }>) =>
  days.map((entry) => ({ day: entry.day, value: entry.count }));

/**
 * Spec §6: accounts created and sign-ins in the last 7 days, plus totals; and PRODUCT.md's
 * platform money beside them: escrow held now and fees earned.
 */
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
        <StatCard label="Accounts created" value={count(stats.accountsCreated)} detail={period} />
        <StatCard label="Sign-ins" value={count(stats.signIns)} detail={period} />
        <StatCard
          label="Accounts in total"
          value={count(stats.totals.accounts)}
          detail={`${stats.totals.buyers} clients, ${stats.totals.sellers} legal professionals, ${countLabel(stats.totals.admins, 'admin')}`}
        />
        <StatCard label="Pending verifications" value={count(stats.totals.pendingVerifications)} />
      </SimpleGrid>
      <PlatformMoneyCards money={stats.money} windowDays={stats.windowDays} />
      <Card withBorder radius="lg" padding="md">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="xl">
          <DailyBarChart
            label="Accounts created per day"
            days={asBars(stats.accountsCreatedByDay)}
          />
          <DailyBarChart label="Sign-ins per day" days={asBars(stats.signInsByDay)} color="gold" />
          <FeesByDayCharts money={stats.money} />
        </SimpleGrid>
      </Card>
    </Stack>
  );
}
