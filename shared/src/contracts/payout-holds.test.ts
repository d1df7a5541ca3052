import { describe, expect, it } from 'vitest';
import { destinationReceivesFrom, lagosHoldTime, PAYOUT_HOLD_MESSAGES } from './payout-holds';

describe('payout holds in words', () => {
  it('says when a hold ends on the Lagos clock, with its year', () => {
    expect(lagosHoldTime('2026-12-07T14:20:00.000Z')).toBe('7 Dec 2026, 15:20 (Lagos time)');
    // Late evening UTC on New Year's Eve is already the new year in Lagos.
    expect(lagosHoldTime('2026-12-31T23:30:00.000Z')).toBe('1 Jan 2027, 00:30 (Lagos time)');
  });

  it('lets a destination receive 24 hours after it was added', () => {
    expect(destinationReceivesFrom('2026-12-06T14:20:00.000Z').toISOString()).toBe(
      '2026-12-07T14:20:00.000Z',
    );
  });

  it('names why withdrawals wait', () => {
    expect(PAYOUT_HOLD_MESSAGES.withdrawalsWait('2026-12-07T14:20:00.000Z', 'password_reset')).toBe(
      'Withdrawals wait until 7 Dec 2026, 15:20 (Lagos time) because your password was reset.',
    );
    expect(PAYOUT_HOLD_MESSAGES.withdrawalsWait('2026-12-07T14:20:00.000Z', 'email_change')).toBe(
      'Withdrawals wait until 7 Dec 2026, 15:20 (Lagos time) because your e-mail was changed.',
    );
  });
});
