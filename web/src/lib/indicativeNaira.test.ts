import { describe, expect, it } from 'vitest';
import { formatRateDay, formatWholeNaira, indicativeNairaLine } from './indicativeNaira';

const rate = { nairaPerUsdMinor: '152850', source: 'CBN', date: '2026-12-05', old: false } as const;

describe('the indicative naira line beside a USDC amount', () => {
  it('reads as the issue shows it', () => {
    const line = indicativeNairaLine(1_000_000_000n, rate);
    expect(`${line.approximation} · ${line.rate}`).toBe(
      '≈ ₦1,528,500 · ₦1,528.50 per USD, CBN, 5 Dec 2026',
    );
  });

  it('rounds to whole naira half up', () => {
    expect(indicativeNairaLine(1_000_000n, rate).approximation).toBe('≈ ₦1,529');
    expect(indicativeNairaLine(327n, rate).approximation).toBe('≈ ₦0'); // ₦0.4998…
    expect(indicativeNairaLine(328n, rate).approximation).toBe('≈ ₦1'); // ₦0.5013…
  });

  it('names a configured rate as set by TitleTrust', () => {
    expect(indicativeNairaLine(0n, { ...rate, source: 'configured' }).rate).toBe(
      '₦1,528.50 per USD, set by TitleTrust, 5 Dec 2026',
    );
  });

  it('formats days and whole naira without a time zone or a float', () => {
    expect(formatRateDay('2027-01-31')).toBe('31 Jan 2027');
    expect(formatWholeNaira(12_345_678_901_234_567n)).toBe('₦12,345,678,901,234,567');
    expect(formatWholeNaira(-1500n)).toBe('-₦1,500');
  });
});
