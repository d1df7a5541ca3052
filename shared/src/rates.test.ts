import { describe, expect, it } from 'vitest';
import { indicativeWholeNaira, isRateOld, lagosToday, previousBusinessDay } from './rates';

describe('the indicative naira for a USDC amount', () => {
  it('multiplies exactly and gives whole naira', () => {
    expect(indicativeWholeNaira(1_000_000_000n, 152_850n)).toBe(1_528_500n);
    expect(indicativeWholeNaira(1_000_000n, 152_850n)).toBe(1_529n); // ₦1,528.50 rounds up
    expect(indicativeWholeNaira(0n, 152_850n)).toBe(0n);
    // 10 million USDC at ₦9,999.99: far beyond a float's exact integers in kobo·micros.
    expect(indicativeWholeNaira(10_000_000_000_000n, 999_999n)).toBe(99_999_900_000n);
  });

  it('rounds half up, and below half down', () => {
    // 0.01 USDC at ₦1,550.00 is ₦15.50 → 16; at ₦1,549.00 it is ₦15.49 → 15.
    expect(indicativeWholeNaira(10_000n, 155_000n)).toBe(16n);
    expect(indicativeWholeNaira(10_000n, 154_900n)).toBe(15n);
    // One millionth of a dollar short of half a naira stays down.
    expect(indicativeWholeNaira(499_999n, 100n)).toBe(0n);
    expect(indicativeWholeNaira(500_000n, 100n)).toBe(1n);
  });

  it('rounds a negative amount half away from zero, as its positive', () => {
    expect(indicativeWholeNaira(-1_000_000n, 152_850n)).toBe(-1_529n);
  });
});

describe('an old rate: more than one business day behind Lagos today', () => {
  // 2026-12-04 is a Friday; 2026-12-07 a Monday.
  it('finds the business day before', () => {
    expect(previousBusinessDay('2026-12-07')).toBe('2026-12-04'); // Monday → Friday
    expect(previousBusinessDay('2026-12-06')).toBe('2026-12-04'); // Sunday → Friday
    expect(previousBusinessDay('2026-12-05')).toBe('2026-12-04'); // Saturday → Friday
    expect(previousBusinessDay('2026-12-08')).toBe('2026-12-07'); // Tuesday → Monday
    expect(previousBusinessDay('2027-01-01')).toBe('2026-12-31'); // across a year
  });

  it("keeps Friday's rate current over the weekend and on Monday", () => {
    expect(isRateOld('2026-12-04', '2026-12-05')).toBe(false);
    expect(isRateOld('2026-12-04', '2026-12-06')).toBe(false);
    expect(isRateOld('2026-12-04', '2026-12-07')).toBe(false);
  });

  it("calls Thursday's rate old on Monday, and Friday's old on Tuesday", () => {
    expect(isRateOld('2026-12-03', '2026-12-07')).toBe(true);
    expect(isRateOld('2026-12-04', '2026-12-08')).toBe(true);
    expect(isRateOld('2026-12-07', '2026-12-08')).toBe(false);
  });

  it("takes today's and yesterday's rates on a weekday as current", () => {
    expect(isRateOld('2026-12-09', '2026-12-09')).toBe(false);
    expect(isRateOld('2026-12-08', '2026-12-09')).toBe(false);
    expect(isRateOld('2026-12-07', '2026-12-09')).toBe(true);
  });

  it('reads today on the Lagos clock (UTC+1)', () => {
    expect(lagosToday(new Date('2026-12-06T22:59:59Z'))).toBe('2026-12-06');
    expect(lagosToday(new Date('2026-12-06T23:00:00Z'))).toBe('2026-12-07');
  });
});
