import { GIG_MESSAGES } from '@titletrust/shared';
import { describe, expect, it } from 'vitest';
import { validateBidForm } from './bidFormValues';

const coverLetter =
  'I am a property lawyer in Lagos with ten years of land-registry searches behind me.';

describe('validateBidForm', () => {
  it('sends the amount as micro-USDC and the days as a number', () => {
    expect(validateBidForm({ amount: '750.50', deliveryDays: '5', coverLetter })).toEqual({
      ok: true,
      body: { amountMinor: '750500000', deliveryDays: 5, coverLetter },
    });
  });

  it('answers each field with the contract message', () => {
    expect(validateBidForm({ amount: 'cheap', deliveryDays: '', coverLetter: 'Hi' })).toEqual({
      ok: false,
      errors: {
        amountMinor: GIG_MESSAGES.amountInvalid,
        deliveryDays: GIG_MESSAGES.deliveryDays,
        coverLetter: GIG_MESSAGES.coverLetterLength,
      },
    });
    const halfDay = validateBidForm({ amount: '5', deliveryDays: '1.5', coverLetter });
    expect(halfDay).toEqual({
      ok: false,
      errors: { amountMinor: GIG_MESSAGES.bidRange, deliveryDays: GIG_MESSAGES.deliveryDays },
    });
  });

  it('refuses a cover letter over the limit, saying how long it is, and never cuts it', () => {
    const pasted = 'Land registry search and report. '.repeat(304).slice(0, 10_000);
    const values = { amount: '750', deliveryDays: '5', coverLetter: pasted };
    expect(validateBidForm(values)).toEqual({
      ok: false,
      errors: {
        coverLetter:
          'Your cover letter is 10,000 characters; the limit is 3,000. Shorten it to send.',
      },
    });
    expect(values.coverLetter).toHaveLength(10_000);
  });
});
