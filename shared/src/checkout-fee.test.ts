import { describe, expect, it } from 'vitest';
import { checkoutFee, providerFeeOnCharge } from './checkout-fee';

describe('checkoutFee', () => {
  it('grosses up 1.5 % with the ₦100 waived on a small charge', () => {
    // ₦1,000: charge ₦1,015.23, of which 1.5 % rounded up is ₦15.23.
    expect(checkoutFee(100_000n)).toBe(1_523n);
  });

  it('adds ₦100 once the charge reaches ₦2,500', () => {
    // ₦100,000: charge ₦101,624.37; 1.5 % is ₦1,524.37 (rounded up) plus ₦100.
    expect(checkoutFee(10_000_000n)).toBe(162_437n);
  });

  it('is capped at ₦2,000', () => {
    expect(checkoutFee(100_000_000n)).toBe(200_000n);
    expect(checkoutFee(1_000_000_000_00n)).toBe(200_000n);
  });

  it('always leaves the amount whole after the provider keeps its fee, and never more than a kobo over', () => {
    for (let amount = 1n; amount < 20_000_000n; amount = amount * 3n + 7n) {
      const fee = checkoutFee(amount);
      const charge = amount + fee;
      expect(charge - providerFeeOnCharge(charge)).toBeGreaterThanOrEqual(amount);
      if (fee < 200_000n && fee > 0n)
        expect(charge - 1n - providerFeeOnCharge(charge - 1n)).toBeLessThan(amount);
    }
  });

  it('refuses a zero amount', () => {
    expect(() => checkoutFee(0n)).toThrow(RangeError);
  });
});
