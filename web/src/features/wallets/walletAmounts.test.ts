import { describe, expect, it } from 'vitest';
import { formatNativeBalance, formatUsdcBalance } from './walletAmounts';

describe('wallet amounts', () => {
  it('shows USDC with two decimals at least', () => {
    expect(formatUsdcBalance('0')).toBe('0.00 USDC');
    expect(formatUsdcBalance('1234500000')).toBe('1,234.50 USDC');
    expect(formatUsdcBalance('1')).toBe('0.000001 USDC');
  });

  it('shows the native token from wei without losing precision', () => {
    expect(formatNativeBalance('0', 'POL')).toBe('0 POL');
    expect(formatNativeBalance('250000000000000000', 'POL')).toBe('0.25 POL');
    expect(formatNativeBalance('123456789012345678901234567890', 'POL')).toBe(
      '123456789012.34567890123456789 POL',
    );
  });
});
