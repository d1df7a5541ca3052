import {
  AMOUNT_TEXT_MESSAGES,
  DEFAULT_PLATFORM_FEE_BPS,
  ESCROW_MESSAGES,
} from '@titletrust/shared';
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
    expect(checkDecision(split('400', '300'), HELD, 'USDC')).toEqual({
      request: {
        outcome: 'split',
        note: NOTE,
        sellerMinor: '400000000',
        buyerMinor: '300000000',
      },
    });
    expect(decisionPreview(split('400', '300'), HELD, DEFAULT_PLATFORM_FEE_BPS, 'USDC')).toEqual({
      toSellerMinor: 360_000_000n,
      feeMinor: 40_000_000n,
      toBuyerMinor: 300_000_000n,
    });
  });

  it('refuses a split that misses by a single micro-unit', () => {
    const values = split('400.000001', '300');
    expect(checkDecision(values, HELD, 'USDC')).toEqual({
      errors: {
        sellerMinor: ESCROW_MESSAGES.splitMustAddUp,
        buyerMinor: ESCROW_MESSAGES.splitMustAddUp,
        note: undefined,
      },
    });
    expect(splitRemainder(values, HELD, 'USDC')).toBe(-1n);
    expect(decisionPreview(values, HELD, 1000, 'USDC')).toBeUndefined();
  });

  it('asks for both parts, as amounts', () => {
    expect(checkDecision(split('700', ''), HELD, 'USDC')).toHaveProperty(
      'errors.buyerMinor',
      ESCROW_MESSAGES.splitNeedsParts,
    );
    expect(checkDecision(split('lots', '0'), HELD, 'USDC')).toHaveProperty(
      'errors.sellerMinor',
      AMOUNT_TEXT_MESSAGES.notANumber('USDC'),
    );
    expect(splitRemainder(split('250', ''), HELD, 'USDC')).toBe(450_000_000n);
    expect(splitRemainder(split('', ''), HELD, 'USDC')).toBeUndefined();
  });

  it('releases or refunds the whole amount and always wants a note', () => {
    const release = { outcome: 'release', sellerAmount: '', buyerAmount: '', note: NOTE } as const;
    expect(checkDecision(release, HELD, 'USDC')).toEqual({
      request: { outcome: 'release', note: NOTE },
    });
    expect(decisionPreview(release, HELD, 1000, 'USDC')).toEqual({
      toSellerMinor: 630_000_000n,
      feeMinor: 70_000_000n,
      toBuyerMinor: 0n,
    });
    expect(decisionPreview({ ...release, outcome: 'refund' }, HELD, 1000, 'USDC')).toEqual({
      toSellerMinor: 0n,
      feeMinor: 0n,
      toBuyerMinor: 700_000_000n,
    });
    expect(checkDecision({ ...release, note: ' short ' }, HELD, 'USDC')).toHaveProperty(
      'errors.note',
      ESCROW_MESSAGES.noteLength,
    );
  });
});

describe('the decision in words', () => {
  it('says what each side receives', () => {
    expect(
      describePreview(
        {
          toSellerMinor: 360_000_000n,
          feeMinor: 40_000_000n,
          toBuyerMinor: 300_000_000n,
        },
        'USDC',
      ),
    ).toBe(
      'The professional receives 360.00 USDC (after the 40.00 USDC platform fee); the client gets 300.00 USDC back.',
    );
    expect(describePreview({ toSellerMinor: 0n, feeMinor: 0n, toBuyerMinor: 1n }, 'USDC')).toBe(
      'The professional receives nothing; the client gets 0.000001 USDC back.',
    );
  });

  it('says how far a split is from the amount held', () => {
    expect(remainderHint(undefined, HELD, 'USDC')).toBe(
      'Divide 700.00 USDC between the two sides.',
    );
    expect(remainderHint(0n, HELD, 'USDC')).toBe('The two parts add up to the amount held.');
    expect(remainderHint(250_000_000n, HELD, 'USDC')).toBe('250.00 USDC still to assign.');
    expect(remainderHint(-1n, HELD, 'USDC')).toBe('0.000001 USDC more than the amount held.');
  });
});

describe('a dispute on a naira contract', () => {
  const HELD_NGN = '45000000'; // ₦450,000.00
  it('reads the parts as naira, to the kobo, and takes the fee in naira', () => {
    const values = split('₦300,000', '150,000');
    expect(checkDecision(values, HELD_NGN, 'NGN')).toEqual({
      request: { outcome: 'split', note: NOTE, sellerMinor: '30000000', buyerMinor: '15000000' },
    });
    const preview = decisionPreview(values, HELD_NGN, 1000, 'NGN')!;
    expect(preview).toEqual({
      toSellerMinor: 27_000_000n,
      feeMinor: 3_000_000n,
      toBuyerMinor: 15_000_000n,
    });
    expect(describePreview(preview, 'NGN')).toBe(
      'The professional receives ₦270,000.00 (after the ₦30,000.00 platform fee); the client gets ₦150,000.00 back.',
    );
    expect(remainderHint(undefined, HELD_NGN, 'NGN')).toBe(
      'Divide ₦450,000.00 between the two sides.',
    );
  });

  it('refuses a part with more decimals than naira has, or in USDC', () => {
    expect(checkDecision(split('300,000.005', '150,000'), HELD_NGN, 'NGN')).toHaveProperty(
      'errors.sellerMinor',
      AMOUNT_TEXT_MESSAGES.tooPrecise('NGN'),
    );
    expect(checkDecision(split('300000', '150000 USDC'), HELD_NGN, 'NGN')).toHaveProperty(
      'errors.buyerMinor',
      AMOUNT_TEXT_MESSAGES.otherCurrency('NGN', 'USDC'),
    );
  });
});
