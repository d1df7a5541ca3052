import { AMOUNT_TEXT_MESSAGES, GIG_MESSAGES, PRICE_MESSAGES } from '@titletrust/shared';
import { describe, expect, it } from 'vitest';
import {
  emptyGigForm,
  fromDateTimeLocal,
  toDateTimeLocal,
  validateGigForm,
  type GigFormValues,
} from './gigFormValues';

const now = new Date();

const filled: GigFormValues = {
  ...emptyGigForm(now),
  category: 'land_title_verification',
  title: 'Verify the C of O for a plot in Lekki',
  description:
    'I am buying a 600 sqm plot in Lekki Phase 1 and need the Certificate of Occupancy checked.',
  propertyState: 'LA',
  propertyAddress: 'Lekki Phase 1, Eti-Osa LGA',
  budgetMin: '₦350,000',
};

describe('validateGigForm', () => {
  it('posts in naira unless USDC is chosen, the budget read as typed, in kobo', () => {
    expect(emptyGigForm(now).currency).toBe('NGN');
    const result = validateGigForm(filled, ['1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b']);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.body.currency).toBe('NGN');
    expect(result.body.budgetMinMinor).toBe('35000000');
    expect(result.body).not.toHaveProperty('budgetMaxMinor');
    expect(Date.parse(result.body.bidDeadline)).toBeGreaterThan(now.getTime());
  });

  it('reads a USDC budget in millionths', () => {
    const result = validateGigForm({ ...filled, currency: 'USDC', budgetMin: '750.50' }, []);
    expect(result).toMatchObject({
      ok: true,
      body: { currency: 'USDC', budgetMinMinor: '750500000' },
    });
  });

  it('checks the budget against the chosen currency’s range', () => {
    // 750 is a fine USDC budget, but below the least naira budget.
    expect(validateGigForm({ ...filled, budgetMin: '750' }, [])).toEqual({
      ok: false,
      errors: { budgetMinMinor: PRICE_MESSAGES.NGN.budgetRange },
    });
    expect(validateGigForm({ ...filled, currency: 'USDC', budgetMin: '2,000,000' }, [])).toEqual({
      ok: false,
      errors: { budgetMinMinor: PRICE_MESSAGES.USDC.budgetRange },
    });
  });

  it('says what to change in budget text that does not read', () => {
    const errorOf = (budgetMin: string) => {
      const result = validateGigForm({ ...filled, budgetMin }, []);
      return result.ok ? undefined : result.errors.budgetMinMinor;
    };
    expect(errorOf('350k')).toBe(AMOUNT_TEXT_MESSAGES.shorthand('NGN'));
    expect(errorOf('350,000.555')).toBe(AMOUNT_TEXT_MESSAGES.tooPrecise('NGN'));
    expect(errorOf('-350,000')).toBe(AMOUNT_TEXT_MESSAGES.negative);
    expect(errorOf('$350,000')).toBe(AMOUNT_TEXT_MESSAGES.otherCurrency('NGN', '$'));
  });

  it('sends a range only when the budget type is range, and checks its order', () => {
    const result = validateGigForm(
      { ...filled, budgetType: 'range', budgetMin: '900,000', budgetMax: '500,000' },
      [],
    );
    expect(result).toEqual({ ok: false, errors: { budgetMaxMinor: GIG_MESSAGES.budgetOrder } });
  });

  it('answers with the contract messages for each field', () => {
    const result = validateGigForm({ ...emptyGigForm(now), budgetMin: 'lots' }, []);
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toMatchObject({
      category: GIG_MESSAGES.categoryRequired,
      title: GIG_MESSAGES.titleLength,
      propertyState: GIG_MESSAGES.stateRequired,
      budgetMinMinor: AMOUNT_TEXT_MESSAGES.notANumber('NGN'),
    });
  });

  it('refuses a deadline less than a day ahead', () => {
    const soon = toDateTimeLocal(new Date(now.getTime() + 3600_000));
    const result = validateGigForm({ ...filled, bidDeadline: soon }, []);
    expect(result).toEqual({ ok: false, errors: { bidDeadline: GIG_MESSAGES.deadlineRange } });
  });
});

describe('datetime-local values', () => {
  it('round-trip to the minute in local time', () => {
    const moment = new Date(2025, 2, 8, 14, 30);
    expect(toDateTimeLocal(moment)).toBe('2025-03-08T14:30');
    expect(fromDateTimeLocal('2025-03-08T14:30')?.getTime()).toBe(moment.getTime());
    expect(fromDateTimeLocal('')).toBeUndefined();
  });
});

describe('cross-field rules', () => {
  it('report the budget order and the deadline even while other fields are wrong', () => {
    const soon = toDateTimeLocal(new Date(now.getTime() + 3600_000));
    const result = validateGigForm(
      {
        ...emptyGigForm(now),
        budgetType: 'range',
        budgetMin: '900,000',
        budgetMax: '500,000',
        bidDeadline: soon,
      },
      [],
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors).toMatchObject({
      title: GIG_MESSAGES.titleLength,
      budgetMaxMinor: GIG_MESSAGES.budgetOrder,
      bidDeadline: GIG_MESSAGES.deadlineRange,
    });
  });
});
