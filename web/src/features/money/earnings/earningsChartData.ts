import { formatUnits, USDC_DECIMALS, type Earnings } from '@titletrust/shared';
import { formatMinor } from '../../../lib/moneyText';

type Month = Earnings['byMonth'][number];

export interface EarningsChartPoint {
  month: string;
  earned: number;
  fees: number;
}

const monthFormat = new Intl.DateTimeFormat('en-NG', {
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "2025-04" → "Apr 2025"; the server buckets months in UTC, and so do we. */
export function monthLabel(month: string): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? month : monthFormat.format(date);
}

/**
 * Bar heights in USDC. Only the chart sees these numbers: a float is fine for drawing a bar;
 * the amounts people rely on (totals, balances, the summary) come from the exact strings.
 */
export function earningsChartData(byMonth: Month[]): EarningsChartPoint[] {
  const usdc = (minor: string) => Number(formatUnits(BigInt(minor), USDC_DECIMALS));
  return byMonth.map((entry) => ({
    month: monthLabel(entry.month),
    earned: usdc(entry.earnedMinor),
    fees: usdc(entry.feesMinor),
  }));
}

export function hasAnyEarnings(byMonth: Month[]): boolean {
  return byMonth.some((entry) => entry.earnedMinor !== '0' || entry.feesMinor !== '0');
}

/** What the chart shows, in words and exact amounts, for people who cannot see it. */
export function earningsChartSummary(byMonth: Month[]): string {
  const months = byMonth
    .filter((entry) => entry.earnedMinor !== '0' || entry.feesMinor !== '0')
    .map(
      (entry) =>
        `${monthLabel(entry.month)}: ${formatMinor(entry.earnedMinor)} earned, ${formatMinor(entry.feesMinor)} in fees`,
    );
  return months.length === 0
    ? 'Nothing was released to you in the last 12 months.'
    : `${months.join('; ')}. Nothing in the other months.`;
}

/** Axis ticks and tooltip values: "1,500.25 USDC". */
export function formatChartUsdc(value: number): string {
  return `${value.toLocaleString('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 6 })} USDC`;
}
