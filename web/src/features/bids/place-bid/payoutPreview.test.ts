import { AMOUNT_TEXT_MESSAGES, PRICE_MESSAGES, splitPayout } from '@titletrust/shared';
import { describe, expect, it } from 'vitest';
import { validateBidForm } from './bidFormValues';
import { payoutPreviewOf, priceRangeText } from './payoutPreview';

const coverLetter =
  'I am a property lawyer in Lagos with ten years of land-registry searches behind me.';

describe('payoutPreviewOf in naira', () => {
  it('splits a naira price in kobo, read as Nigerians type it', () => {
    // 10 % of ₦350,000.55 is ₦35,000.055: the fee rounds to the kobo, ₦35,000.06.
    expect(payoutPreviewOf('₦350,000.55', 1000, 'NGN')).toEqual({
      kind: 'split',
      price: '₦350,000.55',
      fee: '₦35,000.06',
      payout: '₦315,000.49',
    });
    expect(payoutPreviewOf('350000', 1000, 'NGN')).toMatchObject({ payout: '₦315,000.00' });
  });

  it('previews, to the kobo, what the server pays for the same price', () => {
    for (const [text, minor] of [
      ['150,000', 15_000_000n],
      ['5,000.01', 500_001n],
      ['1,499,999,999.99', 149_999_999_999n],
    ] as const) {
      const { payout } = splitPayout(minor, 250, 'NGN');
      const shown = payoutPreviewOf(text, 250, 'NGN');
      expect(shown).toMatchObject({ kind: 'split' });
      if (shown.kind === 'split') {
        expect(shown.payout.replace(/[₦,.]/g, '')).toBe(payout.toString());
      }
    }
  });

  it('previews nothing outside the naira range, and names that range', () => {
    expect(payoutPreviewOf('4,999.99', 1000, 'NGN')).toEqual({ kind: 'outOfRange' });
    expect(payoutPreviewOf('350k', 1000, 'NGN')).toEqual({ kind: 'outOfRange' });
    expect(priceRangeText('NGN')).toBe('₦5,000 to ₦1,500,000,000');
  });
});

describe('payoutPreviewOf in USDC', () => {
  it('shows a price in cents split into cents, with the two decimals of USDC', () => {
    // 10 % of 450.55 is 45.055: the fee rounds to 45.06 and 405.49 is paid, never "405.495".
    expect(payoutPreviewOf('450.55', 1000, 'USDC')).toEqual({
      kind: 'split',
      price: '450.55 USDC',
      fee: '45.06 USDC',
      payout: '405.49 USDC',
    });
    expect(payoutPreviewOf('1,000.50', 1000, 'USDC')).toMatchObject({ payout: '900.45 USDC' });
  });

  it('previews, to the micro-unit, what the server pays for the same price', () => {
    for (const [text, minor] of [
      ['450.55', 450_550_000n],
      ['10.01', 10_010_000n],
      ['999,999.99', 999_999_990_000n],
    ] as const) {
      const { payout } = splitPayout(minor, 250, 'USDC');
      const shown = payoutPreviewOf(text, 250, 'USDC');
      expect(shown.kind).toBe('split');
      if (shown.kind === 'split') {
        expect(shown.payout.replace(/[ ,USDC]/g, '')).toBe((Number(payout) / 1e6).toFixed(2));
      }
    }
  });

  it('previews no payout for a price of more than two decimals, which the form refuses', () => {
    expect(payoutPreviewOf('450.555', 1000, 'USDC')).toEqual({ kind: 'notStep' });
    expect(validateBidForm({ amount: '450.555', deliveryDays: '5', coverLetter }, 'USDC')).toEqual({
      ok: false,
      errors: { amountMinor: PRICE_MESSAGES.USDC.priceStep },
    });
    expect(payoutPreviewOf('9.99', 1000, 'USDC')).toEqual({ kind: 'outOfRange' });
    expect(priceRangeText('USDC')).toBe('10 to 1,000,000 USDC');
  });

  it('refuses a naira price of more than two decimals with the reader’s message', () => {
    expect(
      validateBidForm({ amount: '350,000.555', deliveryDays: '5', coverLetter }, 'NGN'),
    ).toEqual({ ok: false, errors: { amountMinor: AMOUNT_TEXT_MESSAGES.tooPrecise('NGN') } });
  });
});
