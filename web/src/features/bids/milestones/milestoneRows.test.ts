import { lagosToday, MILESTONE_MESSAGES } from '@titletrust/shared';
import { describe, expect, it } from 'vitest';
import {
  differenceText,
  emptyRow,
  milestoneErrorsFromApi,
  rowsTotal,
  validateMilestoneRows,
  type MilestoneRow,
} from './milestoneRows';

const row = (amount: string, dueOn = lagosToday(), title = 'Registry search'): MilestoneRow => ({
  ...emptyRow(),
  title,
  deliverable: 'A search report with certified copies.',
  amount,
  dueOn,
});

describe('the milestone editor’s figures and checks', () => {
  it('adds what reads, and says what is left or over in the price’s currency', () => {
    const rows = [row('200,000'), row('300,000'), row('35k')];
    expect(rowsTotal(rows, 'NGN')).toBe(50_000_000n);
    expect(differenceText(50_000_000n, 100_000_000n, 'NGN')).toBe('₦500,000.00 left to assign');
    expect(differenceText(105_000_000n, 100_000_000n, 'NGN')).toBe('₦50,000.00 over the price');
    expect(differenceText(100_000_000n, 100_000_000n, 'NGN')).toBe(
      'The milestones add up to the price.',
    );
  });

  it('puts each problem on its row and field, and the sum on the list', () => {
    const result = validateMilestoneRows(
      [row('0'), row('not money'), row('500,000', '2000-01-01', 'x')],
      100_000_000n,
      'NGN',
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors['milestones.1.amountMinor']).toMatch(/./);
    expect(result.errors['milestones.2.title']).toBe(MILESTONE_MESSAGES.titleLength);
    // The list's rules wait until every row reads.
    expect(result.errors.milestones).toBeUndefined();

    const sum = validateMilestoneRows([row('0'), row('500,000')], 100_000_000n, 'NGN');
    expect(sum.ok ? {} : sum.errors).toEqual({
      'milestones.0.amountMinor': 'Each milestone is at least ₦1,000.00',
      milestones:
        'The milestones add up to ₦500,000.00 but the price is ₦1,000,000.00: add ₦500,000.00.',
    });
  });

  it('gives the body the API takes once the rows divide the price', () => {
    expect(validateMilestoneRows([row('400,000'), row('600,000')], 100_000_000n, 'NGN')).toEqual({
      ok: true,
      milestones: [
        expect.objectContaining({ amountMinor: '40000000', dueOn: lagosToday() }),
        expect.objectContaining({ amountMinor: '60000000' }),
      ],
    });
  });

  it('keeps the server’s milestone fields whole, and leaves the others to the form', () => {
    expect(
      milestoneErrorsFromApi([
        { path: 'milestones.1.dueOn', message: 'late' },
        { path: 'milestones', message: 'sum' },
        { path: 'amountMinor', message: 'price' },
      ]),
    ).toEqual({ 'milestones.1.dueOn': 'late', milestones: 'sum' });
  });
});
