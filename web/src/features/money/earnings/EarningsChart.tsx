import '@mantine/charts/styles.layer.css';
import { BarChart } from '@mantine/charts';
import { Box, VisuallyHidden } from '@mantine/core';
import { CURRENCIES, type CurrencyEarnings } from '@titletrust/shared';
import {
  earningsChartData,
  earningsChartSummary,
  formatChartValue,
  hasAnyEarnings,
} from './earningsChartData';

const SERIES = [
  { name: 'earned', label: 'Earned (after fees)', color: 'brand.7' },
  { name: 'fees', label: 'Platform fees', color: 'gold.6' },
];

const compactTick = (value: number) =>
  value.toLocaleString('en-NG', { notation: 'compact', maximumFractionDigits: 1 });

/**
 * Released earnings and the fees kept in one currency, month by month, over the last twelve
 * months: a chart per currency, never one scale for two.
 */
export function EarningsChart({ earnings }: { earnings: CurrencyEarnings }) {
  const { currency, byMonth } = earnings;
  const { name, symbol } = CURRENCIES[currency];
  if (!hasAnyEarnings(byMonth)) return null;
  return (
    <Box component="figure" m={0} aria-label={`Released earnings by month in ${name}`}>
      <BarChart
        h={280}
        data={earningsChartData(byMonth, currency)}
        dataKey="month"
        series={SERIES}
        withLegend
        valueFormatter={(value) => formatChartValue(value, currency)}
        yAxisProps={{ tickFormatter: compactTick, width: 48 }}
        yAxisLabel={symbol ?? currency}
        maxBarWidth={32}
      />
      <VisuallyHidden component="figcaption">
        {earningsChartSummary(byMonth, currency)}
      </VisuallyHidden>
    </Box>
  );
}
