import { EmptyState, Stack, Text } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { CURRENCIES, type CurrencyEarnings } from '@titletrust/shared';
import { SectionCard } from '../../../ui/SectionCard';
import { EarningsChart } from './EarningsChart';
import { EarningsSummary } from './EarningsSummary';

/**
 * The totals and the chart of each currency the professional has been paid in (naira first),
 * side by side and never added together; one empty state before the first payout.
 */
export function EarningsByCurrency({ byCurrency }: { byCurrency: CurrencyEarnings[] }) {
  const several = byCurrency.length > 1;
  return (
    <SectionCard
      titleId="earnings-chart-title"
      title="Earnings by month"
      description={
        several
          ? 'What was released to you from escrow in the last 12 months, and the platform fees kept from it, in each currency you were paid in.'
          : 'What was released to you from escrow in the last 12 months, and the platform fees kept from it.'
      }
    >
      {byCurrency.length === 0 ? (
        <EmptyState
          icon={<IconChartBar size={28} aria-hidden />}
          title="No earnings yet"
          description="When a client approves your work, or a dispute is decided in your favour, the payout shows here month by month."
        />
      ) : (
        byCurrency.map((earnings) => {
          const { name } = CURRENCIES[earnings.currency];
          return (
            <Stack
              key={earnings.currency}
              component="section"
              gap="sm"
              aria-label={`Your earnings in ${name}`}
            >
              {several && (
                <Text fw={700} size="sm">
                  {name}
                </Text>
              )}
              <EarningsSummary earnings={earnings} />
              <EarningsChart earnings={earnings} />
            </Stack>
          );
        })
      )}
    </SectionCard>
  );
}
