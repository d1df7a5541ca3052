import { describe, expect, it } from 'vitest';
import { directionOf, formatSignedMinor } from './signedAmounts';

describe('signed amounts', () => {
  it('tells money in from money out', () => {
    expect(directionOf('630000000')).toBe('in');
    expect(directionOf('-700000000')).toBe('out');
    expect(directionOf('0')).toBe('none');
  });

  it('formats with a plus or a true minus sign and every micro-unit', () => {
    expect(formatSignedMinor('630000000', 'USDC')).toBe('+630.00 USDC');
    expect(formatSignedMinor('-1234567891', 'USDC')).toBe('\u22121,234.567891 USDC');
    expect(formatSignedMinor('0', 'USDC')).toBe('0.00 USDC');
  });

  it('formats naira with its sign after the plus or minus, to the kobo', () => {
    expect(formatSignedMinor('35000050', 'NGN')).toBe('+₦350,000.50');
    expect(formatSignedMinor('-15000000', 'NGN')).toBe('\u2212₦150,000.00');
    expect(formatSignedMinor('0', 'NGN')).toBe('₦0.00');
  });

  it('keeps amounts beyond what a float holds exactly', () => {
    expect(formatSignedMinor('-900719925474099312', 'USDC')).toBe(
      '\u2212900,719,925,474.099312 USDC',
    );
  });
});
