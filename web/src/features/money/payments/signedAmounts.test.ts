import { describe, expect, it } from 'vitest';
import { directionOf, formatSignedMinor } from './signedAmounts';

describe('signed amounts', () => {
  it('tells money in from money out', () => {
    expect(directionOf('630000000')).toBe('in');
    expect(directionOf('-700000000')).toBe('out');
    expect(directionOf('0')).toBe('none');
  });

  it('formats with a plus or a true minus sign and every micro-unit', () => {
    expect(formatSignedMinor('630000000')).toBe('+630.00 USDC');
    expect(formatSignedMinor('-1234567891')).toBe('\u22121,234.567891 USDC');
    expect(formatSignedMinor('0')).toBe('0.00 USDC');
  });

  it('keeps amounts beyond what a float holds exactly', () => {
    expect(formatSignedMinor('-900719925474099312')).toBe('\u2212900,719,925,474.099312 USDC');
  });
});
