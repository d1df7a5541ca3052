import { GIG_MESSAGES } from '@titletrust/shared';
import { describe, expect, it } from 'vitest';
import { validateBidForm } from './bidFormValues';

const coverLetter =
  'I am a property lawyer in Lagos with ten years of land-registry searches behind me.';

describe('validateBidForm', () => {
  it('sends the amount as micro-USDC and the days as a number', () => {
    expect(validateBidForm({ amount: '750.50', deliveryDays: '5', coverLetter })).toEqual({
      ok: true,
      body: { amountMicros: '750500000', deliveryDays: 5, coverLetter },
    });
  });

  it('answers each field with the contract message', () => {
    expect(validateBidForm({ amount: 'cheap', deliveryDays: '', coverLetter: 'Hi' })).toEqual({
      ok: false,
      errors: {
        amountMicros: GIG_MESSAGES.amountInvalid,
        deliveryDays: GIG_MESSAGES.deliveryDays,
        coverLetter: GIG_MESSAGES.coverLetterLength,
      },
    });
    const halfDay = validateBidForm({ amount: '5', deliveryDays: '1.5', coverLetter });
    expect(halfDay).toEqual({
      ok: false,
      errors: { amountMicros: GIG_MESSAGES.bidRange, deliveryDays: GIG_MESSAGES.deliveryDays },
    });
  });
});
