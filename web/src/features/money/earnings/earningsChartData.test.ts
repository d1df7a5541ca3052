import { describe, expect, it } from 'vitest';
import {
  earningsChartData,
  earningsChartSummary,
  formatChartValue,
  hasAnyEarnings,
  monthLabel,
} from './earningsChartData';

const months = [
  { month: '2025-03', earnedMinor: '0', feesMinor: '0' },
  { month: '2025-04', earnedMinor: '630000000', feesMinor: '70000000' },
  { month: '2025-05', earnedMinor: '1500250000', feesMinor: '166694445' },
];

describe('the earnings chart', () => {
  it('labels months as people read them', () => {
    expect(monthLabel('2025-04')).toMatch(/Apr.*2025/);
    expect(monthLabel('garbage')).toBe('garbage');
  });

  it('draws bars in USDC', () => {
    expect(earningsChartData(months, 'USDC').map((point) => [point.earned, point.fees])).toEqual([
      [0, 0],
      [630, 70],
      [1500.25, 166.694445],
    ]);
  });

  it('describes the months with money in words, exactly', () => {
    const summary = earningsChartSummary(months, 'USDC');
    expect(summary).toContain('630.00 USDC earned, 70.00 USDC in fees');
    expect(summary).toContain('1,500.25 USDC earned, 166.694445 USDC in fees');
    expect(summary).not.toContain('Mar');
    expect(hasAnyEarnings(months)).toBe(true);
    expect(hasAnyEarnings(months.slice(0, 1))).toBe(false);
    expect(earningsChartSummary(months.slice(0, 1), 'USDC')).toMatch(/Nothing was released/);
  });

  it('draws and describes a naira chart in naira, to the kobo', () => {
    const naira = [{ month: '2026-11', earnedMinor: '40500050', feesMinor: '4500000' }];
    expect(earningsChartData(naira, 'NGN')[0]).toMatchObject({ earned: 405000.5, fees: 45000 });
    expect(earningsChartSummary(naira, 'NGN')).toContain('₦405,000.50 earned, ₦45,000.00 in fees');
    expect(formatChartValue(405000.5, 'NGN')).toBe('₦405,000.50');
    expect(formatChartValue(1500.25, 'USDC')).toBe('1,500.25 USDC');
  });
});
