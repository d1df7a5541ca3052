import { GIG_MESSAGES, splitPayout } from '@titletrust/shared';
import { describe, expect, it } from 'vitest';
import { validateBidForm } from './bidFormValues';
import { payoutPreviewOf } from './payoutPreview';

const coverLetter =
  'I am a property lawyer in Lagos with ten years of land-registry searches behind me.';

describe('payoutPreviewOf', () => {
  it('shows a price in cents split into cents, with the two decimals of USDC', () => {
    // 10 % of 450.55 is 45.055: the fee rounds to 45.06 and 405.49 is paid, never "405.495".
    expect(payoutPreviewOf('450.55', 1000)).toEqual({
      kind: 'split',
      price: '450.55 USDC',
      fee: '45.06 USDC',
      payout: '405.49 USDC',
    });
    expect(payoutPreviewOf('1,000.50', 1000)).toMatchObject({ payout: '900.45 USDC' });
  });

  it('previews, to the micro-unit, what the server pays for the same price', () => {
    for (const [text, minor] of [
      ['450.55', 450_550_000n],
      ['10.01', 10_010_000n],
      ['999,999.99', 999_999_990_000n],
    ] as const) {
      const { payout } = splitPayout(minor, 250);
      const shown = payoutPreviewOf(text, 250);
      expect(shown.kind).toBe('split');
      if (shown.kind === 'split') {
        expect(shown.payout.replace(/[ ,USDC]/g, '')).toBe((Number(payout) / 1e6).toFixed(2));
      }
    }
  });

  it('previews no payout for a price of more than two decimals, which the form refuses', () => {
    expect(payoutPreviewOf('450.555', 1000)).toEqual({ kind: 'notCents' });
    expect(validateBidForm({ amount: '450.555', deliveryDays: '5', coverLetter })).toEqual({
      ok: false,
      errors: { amountMinor: GIG_MESSAGES.amountCents },
    });
    expect(payoutPreviewOf('9.99', 1000)).toEqual({ kind: 'outOfRange' });
  });
});
