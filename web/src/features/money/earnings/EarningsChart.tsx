import '@mantine/charts/styles.layer.css';
import { BarChart } from '@mantine/charts';
import { Box, EmptyState, VisuallyHidden } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import type { Earnings } from '@titletrust/shared';
import { SectionCard } from '../../../ui/SectionCard';
import {
  earningsChartData,
  earningsChartSummary,
  formatChartUsdc,
  hasAnyEarnings,
} from './earningsChartData';

const SERIES = [
  { name: 'earned', label: 'Earned (after fees)', color: 'brand.7' },
  { name: 'fees', label: 'Platform fees', color: 'gold.6' },
];

const compactTick = (value: number) =>
  value.toLocaleString('en-NG', { notation: 'compact', maximumFractionDigits: 1 });

/** Released earnings and the fees kept, month by month, over the last twelve months. */
export function EarningsChart({ byMonth }: { byMonth: Earnings['byMonth'] }) {
  return (
    <SectionCard
      titleId="earnings-chart-title"
      title="Earnings by month"
      description="What was released to you from escrow in the last 12 months, and the platform fees kept from it."
    >
      {hasAnyEarnings(byMonth) ? (
        <Box component="figure" m={0} aria-label="Released earnings by month">
          <BarChart
            h={280}
            data={earningsChartData(byMonth)}
            dataKey="month"
            series={SERIES}
            withLegend
            valueFormatter={formatChartUsdc}
            yAxisProps={{ tickFormatter: compactTick, width: 48 }}
            yAxisLabel="USDC"
            maxBarWidth={32}
          />
          <VisuallyHidden component="figcaption">{earningsChartSummary(byMonth)}</VisuallyHidden>
        </Box>
      ) : (
        <EmptyState
          icon={<IconChartBar size={28} aria-hidden />}
          title="No earnings yet"
          description="When a client approves your work, or a dispute is decided in your favour, the payout shows here month by month."
        />
      )}
    </SectionCard>
  );
}
