import { DEFAULT_PLATFORM_FEE_BPS, ESCROW_MESSAGES } from '@titletrust/shared';
import { describe, expect, it } from 'vitest';
import {
  checkDecision,
  decisionPreview,
  describePreview,
  remainderHint,
  splitRemainder,
  type DecisionValues,
} from './disputeDecision';

const HELD = '700000000';
const NOTE = 'Half the checklist was done; the survey search was never made.';
const split = (sellerAmount: string, buyerAmount: string): DecisionValues => ({
  outcome: 'split',
  sellerAmount,
  buyerAmount,
  note: NOTE,
});

describe('deciding a dispute', () => {
  it('accepts a split that adds up exactly and previews the payout after the fee', () => {
    expect(checkDecision(split('400', '300'), HELD)).toEqual({
      request: {
        outcome: 'split',
        note: NOTE,
        sellerMinor: '400000000',
        buyerMinor: '300000000',
      },
    });
    expect(decisionPreview(split('400', '300'), HELD, DEFAULT_PLATFORM_FEE_BPS)).toEqual({
      toSellerMinor: 360_000_000n,
      feeMinor: 40_000_000n,
      toBuyerMinor: 300_000_000n,
    });
  });

  it('refuses a split that misses by a single micro-unit', () => {
    const values = split('400.000001', '300');
    expect(checkDecision(values, HELD)).toEqual({
      errors: {
        sellerMinor: ESCROW_MESSAGES.splitMustAddUp,
        buyerMinor: ESCROW_MESSAGES.splitMustAddUp,
        note: undefined,
      },
    });
    expect(splitRemainder(values, HELD)).toBe(-1n);
    expect(decisionPreview(values, HELD, 1000)).toBeUndefined();
  });

  it('asks for both parts, as amounts', () => {
    expect(checkDecision(split('700', ''), HELD)).toHaveProperty(
      'errors.buyerMinor',
      ESCROW_MESSAGES.splitNeedsParts,
    );
    expect(checkDecision(split('seven', '0'), HELD)).toHaveProperty(
      'errors.sellerMinor',
      ESCROW_MESSAGES.amountInvalid,
    );
    expect(splitRemainder(split('250', ''), HELD)).toBe(450_000_000n);
    expect(splitRemainder(split('', ''), HELD)).toBeUndefined();
  });

  it('releases or refunds the whole amount and always wants a note', () => {
    const release = { outcome: 'release', sellerAmount: '', buyerAmount: '', note: NOTE } as const;
    expect(checkDecision(release, HELD)).toEqual({ request: { outcome: 'release', note: NOTE } });
    expect(decisionPreview(release, HELD, 1000)).toEqual({
      toSellerMinor: 630_000_000n,
      feeMinor: 70_000_000n,
      toBuyerMinor: 0n,
    });
    expect(decisionPreview({ ...release, outcome: 'refund' }, HELD, 1000)).toEqual({
      toSellerMinor: 0n,
      feeMinor: 0n,
      toBuyerMinor: 700_000_000n,
    });
    expect(checkDecision({ ...release, note: ' short ' }, HELD)).toHaveProperty(
      'errors.note',
      ESCROW_MESSAGES.noteLength,
    );
  });
});

describe('the decision in words', () => {
  it('says what each side receives', () => {
    expect(
      describePreview({
        toSellerMinor: 360_000_000n,
        feeMinor: 40_000_000n,
        toBuyerMinor: 300_000_000n,
      }),
    ).toBe(
      'The professional receives 360.00 USDC (after the 40.00 USDC platform fee); the client gets 300.00 USDC back.',
    );
    expect(describePreview({ toSellerMinor: 0n, feeMinor: 0n, toBuyerMinor: 1n })).toBe(
      'The professional receives nothing; the client gets 0.000001 USDC back.',
    );
  });

  it('says how far a split is from the amount held', () => {
    expect(remainderHint(undefined, HELD)).toBe('Divide 700.00 USDC between the two sides.');
    expect(remainderHint(0n, HELD)).toBe('The two parts add up to the amount held.');
    expect(remainderHint(250_000_000n, HELD)).toBe('250.00 USDC still to assign.');
    expect(remainderHint(-1n, HELD)).toBe('0.000001 USDC more than the amount held.');
  });
});
