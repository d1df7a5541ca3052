import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitPayout } from './fees';

describe('splitPayout', () => {
  it('takes 10 % and pays the rest', () => {
    expect(splitPayout(1_500_000_000n, 1000)).toEqual({
      fee: 150_000_000n,
      payout: 1_350_000_000n,
    });
  });

  it('rounds the fee half up to the micro-unit', () => {
    expect(splitPayout(5n, 1000)).toEqual({ fee: 1n, payout: 4n });
    expect(splitPayout(4n, 1000)).toEqual({ fee: 0n, payout: 4n });
    expect(splitPayout(15n, 1000)).toEqual({ fee: 2n, payout: 13n });
  });

  it('always adds up exactly, and the fee never exceeds the amount', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 15n }),
        fc.integer({ min: 0, max: 10_000 }),
        (amount, bps) => {
          const { fee, payout } = splitPayout(amount, bps);
          expect(fee + payout).toBe(amount);
          expect(fee >= 0n && fee <= amount).toBe(true);
        },
      ),
    );
  });

  it('refuses a negative amount', () => {
    expect(() => splitPayout(-1n, 1000)).toThrow(RangeError);
  });
});
