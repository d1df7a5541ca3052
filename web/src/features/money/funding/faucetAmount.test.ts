import { AMOUNT_TEXT_MESSAGES, ESCROW_MESSAGES } from '@titletrust/shared';
import { describe, expect, it } from 'vitest';
import { checkFaucetAmount } from './faucetAmount';

describe('checkFaucetAmount', () => {
  it('turns typed USDC into exact micro-USDC', () => {
    expect(checkFaucetAmount('500')).toEqual({ ok: true, amountMinor: '500000000' });
    expect(checkFaucetAmount('1,250.50')).toEqual({ ok: true, amountMinor: '1250500000' });
    expect(checkFaucetAmount('10000 USDC')).toEqual({ ok: true, amountMinor: '10000000000' });
  });

  it('refuses amounts outside 1 to 10,000 USDC with the shared message', () => {
    const outside = { ok: false, error: ESCROW_MESSAGES.faucetRange };
    expect(checkFaucetAmount('0.99')).toEqual(outside);
    expect(checkFaucetAmount('10000.000001')).toEqual(outside);
  });

  it('refuses what is not a USDC amount, saying what to change', () => {
    const refused = (error: string) => ({ ok: false, error });
    expect(checkFaucetAmount('')).toEqual(refused(AMOUNT_TEXT_MESSAGES.empty));
    expect(checkFaucetAmount('lots')).toEqual(refused(AMOUNT_TEXT_MESSAGES.notANumber('USDC')));
    expect(checkFaucetAmount('-5')).toEqual(refused(AMOUNT_TEXT_MESSAGES.negative));
    expect(checkFaucetAmount('1.0000001')).toEqual(
      refused(AMOUNT_TEXT_MESSAGES.tooPrecise('USDC')),
    );
    // The faucet gives test USDC, never naira.
    expect(checkFaucetAmount('₦500')).toMatchObject({ ok: false });
  });
});
