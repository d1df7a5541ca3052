import { describe, expect, it } from 'vitest';
import { available, escrow, PLATFORM_FEES } from './ledger-accounts';
import { linesByAccount } from './post-entry';

const seller = '6f9619ff-8b86-4d01-b42d-00cf4fc964ff';
const buyer = '0b1c2d3e-0000-4000-8000-000000000001';
const contract = 'c0ffee00-0000-4000-8000-000000000002';
// A milestone of that contract: its escrow is the milestone's.
const milestone = { contractId: contract, milestoneId: 'c0ffee00-0000-4000-8000-000000000003' };

describe('linesByAccount', () => {
  it('sends one line per account, in key order, without the zero ones', () => {
    // Accounts are locked in the order of the lines, so every movement locks them in one order.
    const lines = linesByAccount({
      currency: 'USDC',
      kind: 'split',
      lines: [
        { account: escrow(milestone), amount: -10n },
        { account: PLATFORM_FEES, amount: 1n },
        { account: available(seller), amount: 5n },
        { account: available(buyer), amount: 4n },
        { account: available(seller), amount: 0n },
      ],
    });
    expect(lines.map((line) => [line.key, line.amount])).toEqual([
      [`available:${buyer}:USDC`, 4n],
      [`available:${seller}:USDC`, 5n],
      [`escrow:${milestone.milestoneId}:USDC`, -10n],
      ['platform_fees:USDC', 1n],
    ]);
  });

  it('names every account in the entry’s one currency, a naira entry its naira accounts', () => {
    const lines = linesByAccount({
      currency: 'NGN',
      kind: 'release',
      lines: [
        { account: escrow(milestone), amount: -35_000_055n },
        { account: available(seller), amount: 31_500_049n },
        { account: PLATFORM_FEES, amount: 3_500_006n },
      ],
    });
    expect(lines.map((line) => line.key)).toEqual([
      `available:${seller}:NGN`,
      `escrow:${milestone.milestoneId}:NGN`,
      'platform_fees:NGN',
    ]);
  });

  it('adds up the lines of one account', () => {
    const merged = linesByAccount({
      currency: 'USDC',
      kind: 'release',
      lines: [
        { account: escrow(milestone), amount: -10n },
        { account: available(seller), amount: 9n },
        { account: available(seller), amount: 1n },
      ],
    });
    expect(merged.map((line) => line.amount)).toEqual([10n, -10n]);
  });

  it('refuses an entry that does not sum to zero, or moves nothing', () => {
    const lines = [
      { account: escrow(milestone), amount: -10n },
      { account: available(seller), amount: 9n },
    ];
    expect(() => linesByAccount({ currency: 'NGN', kind: 'release', lines })).toThrow(
      /summing to zero/,
    );
    expect(() =>
      linesByAccount({
        currency: 'USDC',
        kind: 'release',
        lines: [
          { account: available(seller), amount: 3n },
          { account: available(seller), amount: -3n },
        ],
      }),
    ).toThrow(/summing to zero/);
  });
});
