import {
  CURRENCIES,
  formatUnits,
  type CurrencyCode,
  type CurrencyEarnings,
} from '@titletrust/shared';
import { formatMinor } from '../../../lib/moneyText';

type Month = CurrencyEarnings['byMonth'][number];

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
 * Bar heights in whole units of the chart's one currency (naira, USDC). Only the chart sees these
 * numbers: a float is fine for drawing a bar; the amounts people rely on (totals, balances, the
 * summary) come from the exact strings.
 */
export function earningsChartData(byMonth: Month[], currency: CurrencyCode): EarningsChartPoint[] {
  const { decimals } = CURRENCIES[currency];
  const major = (minor: string) => Number(formatUnits(BigInt(minor), decimals));
  return byMonth.map((entry) => ({
    month: monthLabel(entry.month),
    earned: major(entry.earnedMinor),
    fees: major(entry.feesMinor),
  }));
}

export function hasAnyEarnings(byMonth: Month[]): boolean {
  return byMonth.some((entry) => entry.earnedMinor !== '0' || entry.feesMinor !== '0');
}

/** What the chart shows, in words and exact amounts, for people who cannot see it. */
export function earningsChartSummary(byMonth: Month[], currency: CurrencyCode): string {
  const months = byMonth
    .filter((entry) => entry.earnedMinor !== '0' || entry.feesMinor !== '0')
    .map(
      (entry) =>
        `${monthLabel(entry.month)}: ${formatMinor(entry.earnedMinor, currency)} earned, ${formatMinor(entry.feesMinor, currency)} in fees`,
    );
  return months.length === 0
    ? 'Nothing was released to you in the last 12 months.'
    : `${months.join('; ')}. Nothing in the other months.`;
}

/** Tooltip values, in the chart's currency: "₦350,000.50", "1,500.25 USDC". */
export function formatChartValue(value: number, currency: CurrencyCode): string {
  const { decimals, symbol } = CURRENCIES[currency];
  const figure = value.toLocaleString('en-NG', {
    minimumFractionDigits: 2,
    maximumFractionDigits: decimals,
  });
  return symbol === null ? `${figure} ${currency}` : `${symbol}${figure}`;
}
