import { describe, expect, it } from 'vitest';
import { milestoneInputSchema, milestonePlanProblems, type MilestonePlanItem } from './milestones';

const stage = (amountMinor: bigint, dueOn: string): MilestonePlanItem => ({
  title: 'Search report',
  deliverable: 'A search report from the land registry',
  amountMinor,
  dueOn,
});
const naira = (amountMinor: bigint) => ({ amountMinor, currency: 'NGN' as const });

describe('a list of milestones against its price', () => {
  it('is sound when the amounts add up to the price and the dates run forward', () => {
    const plan = [stage(30_000_000n, '2026-12-10'), stage(40_000_000n, '2026-12-10')];
    expect(milestonePlanProblems(plan, naira(70_000_000n), '2026-12-06')).toEqual([]);
  });

  it('says by how much the sum misses the price', () => {
    const plan = [stage(30_000_000n, '2026-12-10'), stage(40_000_000n, '2026-12-20')];
    expect(milestonePlanProblems(plan, naira(80_000_000n), '2026-12-06')).toEqual([
      {
        path: [],
        message:
          'The milestones add up to ₦700,000.00 but the price is ₦800,000.00: add ₦100,000.00.',
      },
    ]);
  });

  it('refuses a milestone under the minimum, a date in the past and dates out of order', () => {
    const plan = [
      stage(50_000n, '2026-12-05'),
      stage(40_000_000n, '2026-12-20'),
      stage(9_950_000n, '2026-12-19'),
    ];
    expect(milestonePlanProblems(plan, naira(50_000_000n), '2026-12-06')).toEqual([
      { path: [0, 'amountMinor'], message: 'Each milestone is at least ₦1,000.00' },
      { path: [0, 'dueOn'], message: 'Pick a due date from today on' },
      { path: [2, 'dueOn'], message: 'A milestone is due on or after the one before it' },
    ]);
  });

  it('refuses more than ten milestones and USDC amounts finer than a cent', () => {
    const eleven = Array.from({ length: 11 }, () => stage(1_000_000n, '2026-12-10'));
    expect(
      milestonePlanProblems(eleven, { amountMinor: 11_000_000n, currency: 'USDC' }, '2026-12-06'),
    ).toEqual([{ path: [], message: 'A contract has at most 10 milestones' }]);
    expect(
      milestonePlanProblems(
        [stage(1_000_001n, '2026-12-10')],
        { amountMinor: 1_000_001n, currency: 'USDC' },
        '2026-12-06',
      )[0]?.message,
    ).toBe('Milestone amounts are in whole cents: use at most 2 decimals');
  });

  it('reads a milestone from a form: trimmed text, an amount in minor units, a calendar day', () => {
    expect(
      milestoneInputSchema.safeParse({ ...stage(1n, 'soon'), amountMinor: '100' }).error?.issues,
    ).toMatchObject([{ path: ['dueOn'], message: 'Pick a due date' }]);
    expect(
      milestoneInputSchema
        .safeParse({ title: ' x ', deliverable: '', amountMinor: '-1', dueOn: '2026-12-10' })
        .error?.issues.map((issue) => issue.path[0]),
    ).toEqual(['title', 'deliverable', 'amountMinor']);
  });
});
