import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitPayout } from './fees';

describe('splitPayout', () => {
  it('takes 10 % and pays the rest', () => {
    expect(splitPayout(1_500_000_000n, 1000, 'USDC')).toEqual({
      fee: 150_000_000n,
      payout: 1_350_000_000n,
    });
  });

  it('rounds the fee half up to the cent, so a price in cents pays out in cents', () => {
    // 450.55 USDC: 10 % is 45.055, which rounds to 45.06; 405.49 is paid.
    expect(splitPayout(450_550_000n, 1000, 'USDC')).toEqual({
      fee: 45_060_000n,
      payout: 405_490_000n,
    });
    expect(splitPayout(450_540_000n, 1000, 'USDC')).toEqual({
      fee: 45_050_000n,
      payout: 405_490_000n,
    });
    expect(splitPayout(100_050_000n, 250, 'USDC')).toEqual({
      fee: 2_500_000n,
      payout: 97_550_000n,
    });
    // Below half a cent of fee there is none; the fee never exceeds what it is taken from.
    expect(splitPayout(49_999n, 1000, 'USDC')).toEqual({ fee: 0n, payout: 49_999n });
    expect(splitPayout(6_000n, 10_000, 'USDC')).toEqual({ fee: 6_000n, payout: 0n });
  });

  it('splits any price in whole cents into whole cents', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 11n }),
        fc.integer({ min: 0, max: 10_000 }),
        (cents, bps) => {
          const { fee, payout } = splitPayout(cents * 10_000n, bps, 'USDC');
          expect(fee % 10_000n).toBe(0n);
          expect(payout % 10_000n).toBe(0n);
        },
      ),
    );
  });

  it('always adds up exactly, and the fee never exceeds the amount', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        fc.integer({ min: 0, max: 10_000 }),
        (amount, bps) => {
          const { fee, payout } = splitPayout(amount, bps, 'USDC');
          expect(fee + payout).toBe(amount);
          expect(fee >= 0n && fee <= amount).toBe(true);
        },
      ),
    );
  });

  it('refuses a negative amount', () => {
    expect(() => splitPayout(-1n, 1000, 'USDC')).toThrow(RangeError);
  });
});

describe('splitPayout in naira', () => {
  it('rounds the fee half up to the kobo', () => {
    // ₦350,000.05 at 10 %: ₦35,000.005 rounds to ₦35,000.01.
    expect(splitPayout(35_000_005n, 1000, 'NGN')).toEqual({ fee: 3_500_001n, payout: 31_500_004n });
    expect(splitPayout(35_000_004n, 1000, 'NGN')).toEqual({ fee: 3_500_000n, payout: 31_500_004n });
  });

  it('always adds up exactly in kobo', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 14n }),
        fc.integer({ min: 0, max: 10_000 }),
        (kobo, bps) => {
          const { fee, payout } = splitPayout(kobo, bps, 'NGN');
          expect(fee + payout).toBe(kobo);
          expect(fee <= kobo).toBe(true);
        },
      ),
    );
  });
});
