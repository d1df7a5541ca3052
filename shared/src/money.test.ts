import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatUnits, formatUsdc, parseUnits, USDC_DECIMALS } from './money';

describe('money', () => {
  it('formats base units exactly', () => {
    expect(formatUnits(1_500_000n, 6)).toBe('1.5');
    expect(formatUnits(0n, 6)).toBe('0');
    expect(formatUnits(1n, 18)).toBe('0.000000000000000001');
    expect(formatUnits(-2_000_001n, 6)).toBe('-2.000001');
  });

  it('parses decimal strings exactly and refuses what is not a number or too precise', () => {
    expect(parseUnits('1.5', 6)).toBe(1_500_000n);
    expect(parseUnits('0.000001', 6)).toBe(1n);
    expect(parseUnits('12', 6)).toBe(12_000_000n);
    expect(parseUnits('1.50000000', 6)).toBe(1_500_000n);
    expect(parseUnits('0.0000001', 6)).toBeUndefined();
    expect(parseUnits('1e3', 6)).toBeUndefined();
    expect(parseUnits('abc', 6)).toBeUndefined();
  });

  it('round-trips every amount', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }),
        fc.integer({ min: 0, max: 18 }),
        (amount, decimals) => {
          expect(parseUnits(formatUnits(amount, decimals), decimals)).toBe(amount);
        },
      ),
    );
  });

  it('shows USDC for people', () => {
    expect(formatUsdc(1_234_500_000n)).toBe('1,234.50 USDC');
    expect(formatUsdc(0n)).toBe('0.00 USDC');
    expect(formatUsdc(1n)).toBe('0.000001 USDC');
    expect(USDC_DECIMALS).toBe(6);
  });

  it('groups the whole USDC as en-US does, at every size and sign', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 24n), max: 10n ** 24n }), (micro) => {
        const whole = micro / 10n ** 6n;
        const sign = micro < 0n && whole === 0n ? '-' : '';
        expect(formatUsdc(micro).split('.')[0]).toBe(sign + whole.toLocaleString('en-US'));
      }),
    );
  });
});
