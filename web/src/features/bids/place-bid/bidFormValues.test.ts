import { AMOUNT_TEXT_MESSAGES, GIG_MESSAGES, PRICE_MESSAGES } from '@titletrust/shared';
import { describe, expect, it } from 'vitest';
import { validateBidForm } from './bidFormValues';

const coverLetter =
  'I am a property lawyer in Lagos with ten years of land-registry searches behind me.';

describe('validateBidForm', () => {
  it('sends a naira price as kobo, read as typed, and the days as a number', () => {
    for (const amount of ['350,000.50', '₦350,000.50', '350000.5', 'N 350,000.50']) {
      expect(validateBidForm({ amount, deliveryDays: '5', coverLetter }, 'NGN')).toEqual({
        ok: true,
        body: { amountMinor: '35000050', deliveryDays: 5, coverLetter },
      });
    }
  });

  it('sends a USDC price as millionths', () => {
    expect(validateBidForm({ amount: '750.50', deliveryDays: '5', coverLetter }, 'USDC')).toEqual({
      ok: true,
      body: { amountMinor: '750500000', deliveryDays: 5, coverLetter },
    });
  });

  it('answers each field with its message, the price in the gig’s currency', () => {
    expect(
      validateBidForm({ amount: 'cheap', deliveryDays: '', coverLetter: 'Hi' }, 'NGN'),
    ).toEqual({
      ok: false,
      errors: {
        amountMinor: AMOUNT_TEXT_MESSAGES.notANumber('NGN'),
        deliveryDays: GIG_MESSAGES.deliveryDays,
        coverLetter: GIG_MESSAGES.coverLetterLength,
      },
    });
    const halfDay = validateBidForm({ amount: '5', deliveryDays: '1.5', coverLetter }, 'USDC');
    expect(halfDay).toEqual({
      ok: false,
      errors: {
        amountMinor: PRICE_MESSAGES.USDC.bidRange,
        deliveryDays: GIG_MESSAGES.deliveryDays,
      },
    });
    // ₦750 is below the naira range; a USDC mark on a naira gig is named.
    expect(validateBidForm({ amount: '750', deliveryDays: '5', coverLetter }, 'NGN')).toEqual({
      ok: false,
      errors: { amountMinor: PRICE_MESSAGES.NGN.bidRange },
    });
    expect(validateBidForm({ amount: '$750', deliveryDays: '5', coverLetter }, 'NGN')).toEqual({
      ok: false,
      errors: { amountMinor: AMOUNT_TEXT_MESSAGES.otherCurrency('NGN', '$') },
    });
  });

  it('refuses a cover letter over the limit, saying how long it is, and never cuts it', () => {
    const pasted = 'Land registry search and report. '.repeat(304).slice(0, 10_000);
    const values = { amount: '750', deliveryDays: '5', coverLetter: pasted };
    expect(validateBidForm(values, 'USDC')).toEqual({
      ok: false,
      errors: {
        coverLetter:
          'Your cover letter is 10,000 characters; the limit is 3,000. Shorten it to send.',
      },
    });
    expect(values.coverLetter).toHaveLength(10_000);
  });
});
