import { describe, expect, it } from 'vitest';
import { lagosMoment, stateChangedMessage } from './state-changed';

// 13:02 UTC is 14:02 in Lagos (WAT, UTC+1, no daylight saving).
const released = new Date('2026-12-06T13:02:40Z');
const sameEvening = new Date('2026-12-06T21:30:00Z');

describe('what a person is told when the contract moved on', () => {
  it('says the same action came first, what it did and when, on the Lagos clock', () => {
    expect(
      stateChangedMessage(
        { action: 'approve', current: 'released', last: { action: 'approve', at: released } },
        sameEvening,
      ),
    ).toBe('Already approved — the payment was released at 14:02 WAT.');
    expect(
      stateChangedMessage(
        { action: 'fund', current: 'active', last: { action: 'fund', at: released } },
        sameEvening,
      ),
    ).toBe('Already funded — the escrow was funded at 14:02 WAT.');
  });

  it('tells "no longer" from "not yet" by the lifecycle table', () => {
    expect(
      stateChangedMessage(
        { action: 'approve', current: 'released', last: { action: 'auto_release', at: released } },
        sameEvening,
      ),
    ).toBe('No longer possible — the escrow was released automatically at 14:02 WAT.');
    expect(
      stateChangedMessage(
        { action: 'approve', current: 'active', last: { action: 'request_changes', at: released } },
        sameEvening,
      ),
    ).toBe('Not yet — changes were asked for at 14:02 WAT.');
    expect(
      stateChangedMessage({ action: 'approve', current: 'awaiting_funding', last: null }),
    ).toBe('Not yet — the contract is awaiting funding.');
  });

  it('names the day when it was not today in Lagos', () => {
    // 23:30 UTC on the 6th is already the 7th in Lagos.
    expect(lagosMoment(released, new Date('2026-12-06T23:30:00Z'))).toBe(
      '14:02 WAT on 6 December 2026',
    );
    expect(lagosMoment(released, sameEvening)).toBe('14:02 WAT');
  });
});
