import { ESCROW_MESSAGES } from '@titletrust/shared';
import { describe, expect, it } from 'vitest';
import { checkFaucetAmount } from './faucetAmount';

describe('checkFaucetAmount', () => {
  it('turns typed USDC into exact micro-USDC', () => {
    expect(checkFaucetAmount('500')).toEqual({ ok: true, amountMinor: '500000000' });
    expect(checkFaucetAmount('1,250.50')).toEqual({ ok: true, amountMinor: '1250500000' });
    expect(checkFaucetAmount('10000')).toEqual({ ok: true, amountMinor: '10000000000' });
  });

  it('refuses amounts outside 1 to 10,000 USDC with the shared message', () => {
    const outside = { ok: false, error: ESCROW_MESSAGES.faucetRange };
    expect(checkFaucetAmount('0.99')).toEqual(outside);
    expect(checkFaucetAmount('10000.000001')).toEqual(outside);
  });

  it('refuses what is not an amount', () => {
    const invalid = { ok: false, error: ESCROW_MESSAGES.amountInvalid };
    expect(checkFaucetAmount('')).toEqual(invalid);
    expect(checkFaucetAmount('ten')).toEqual(invalid);
    expect(checkFaucetAmount('-5')).toEqual(invalid);
    expect(checkFaucetAmount('1.0000001')).toEqual(invalid);
  });
});
