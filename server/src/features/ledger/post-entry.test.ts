import { describe, expect, it } from 'vitest';
import { available, escrow, PLATFORM_FEES } from './ledger-accounts';
import { entryPayload } from './post-entry';

const seller = '6f9619ff-8b86-4d01-b42d-00cf4fc964ff';
const buyer = '0b1c2d3e-0000-4000-8000-000000000001';
const contract = 'c0ffee00-0000-4000-8000-000000000002';

describe('entryPayload', () => {
  it('sends one line per account, in key order, without the zero ones', () => {
    // The database's writer moves balances in the order of the lines, so every movement locks
    // its accounts in one order, and refuses lines out of it (migration 0021).
    const payload = entryPayload({
      kind: 'split',
      lines: [
        { account: escrow(contract), amount: -10n },
        { account: PLATFORM_FEES, amount: 1n },
        { account: available(seller), amount: 5n },
        { account: available(buyer), amount: 4n },
        { account: available(seller), amount: 0n },
      ],
    });
    expect(payload.lines.map((line) => [line.key, line.amount])).toEqual([
      [`available:${buyer}`, '4'],
      [`available:${seller}`, '5'],
      [`escrow:${contract}`, '-10'],
      ['platform_fees', '1'],
    ]);
  });

  it('adds up the lines of one account', () => {
    const payload = entryPayload({
      kind: 'release',
      lines: [
        { account: escrow(contract), amount: -10n },
        { account: available(seller), amount: 9n },
        { account: available(seller), amount: 1n },
      ],
    });
    expect(payload.lines.map((line) => line.amount)).toEqual(['10', '-10']);
  });

  it('refuses an entry that does not sum to zero, or moves nothing', () => {
    const lines = [
      { account: escrow(contract), amount: -10n },
      { account: available(seller), amount: 9n },
    ];
    expect(() => entryPayload({ kind: 'release', lines })).toThrow(/summing to zero/);
    expect(() =>
      entryPayload({
        kind: 'release',
        lines: [
          { account: available(seller), amount: 3n },
          { account: available(seller), amount: -3n },
        ],
      }),
    ).toThrow(/summing to zero/);
  });
});
