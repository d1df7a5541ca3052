import { describe, expect, it } from 'vitest';
import { anyPending, signedMinorOf } from './transferLabels';

describe('wallet transfers', () => {
  it('count a deposit as money in and a withdrawal as money out, to the micro-unit', () => {
    expect(signedMinorOf({ direction: 'deposit', amountMinor: '500000000' })).toBe('500000000');
    expect(signedMinorOf({ direction: 'withdrawal', amountMinor: '900719925474099312' })).toBe(
      '-900719925474099312',
    );
  });

  it('are watched while one of them is pending', () => {
    expect(anyPending([{ state: 'complete' }, { state: 'pending' }])).toBe(true);
    expect(anyPending([{ state: 'complete' }, { state: 'failed' }])).toBe(false);
    expect(anyPending([])).toBe(false);
  });
});
