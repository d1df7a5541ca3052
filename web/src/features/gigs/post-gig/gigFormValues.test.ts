import { GIG_MESSAGES } from '@titletrust/shared';
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
  budgetMin: '750',
};

describe('validateGigForm', () => {
  it('turns a complete form into the contract body, amounts in micro-USDC', () => {
    const result = validateGigForm(filled, ['1b4e28ba-2fa1-4d3b-a3f5-ef19b5a7633b']);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.body.budgetMinMinor).toBe('750000000');
    expect(result.body).not.toHaveProperty('budgetMaxMinor');
    expect(Date.parse(result.body.bidDeadline)).toBeGreaterThan(now.getTime());
  });

  it('sends a range only when the budget type is range, and checks its order', () => {
    const result = validateGigForm(
      { ...filled, budgetType: 'range', budgetMin: '900', budgetMax: '500' },
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
      budgetMinMinor: GIG_MESSAGES.budgetInvalid,
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
        budgetMin: '900',
        budgetMax: '500',
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
