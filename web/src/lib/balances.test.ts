import { describe, expect, it } from 'vitest';
import { amountsText, availableText, balanceIn, holdsAny } from './balances';

const row = (currency: 'NGN' | 'USDC', availableMinor: string, inEscrowMinor = '0') => ({
  currency,
  availableMinor,
  withdrawalPendingMinor: '0',
  inEscrowMinor,
  incomingEscrowMinor: '0',
});

describe('balances per currency', () => {
  it('reads one currency, with zeros for a currency the viewer has nothing in', () => {
    const balances = [row('NGN', '45000000')];
    expect(balanceIn(balances, 'NGN').availableMinor).toBe('45000000');
    expect(balanceIn(balances, 'USDC')).toEqual(row('USDC', '0'));
    expect(holdsAny(balances, 'USDC')).toBe(false);
    expect(holdsAny([row('NGN', '0'), row('USDC', '0', '5')], 'USDC')).toBe(true);
  });

  it('shows each currency beside the other, naira first, never summed', () => {
    expect(availableText([row('NGN', '45000000')])).toBe('₦450,000.00');
    expect(availableText([row('NGN', '45000000'), row('USDC', '120000000')])).toBe(
      '₦450,000.00 · 120.00 USDC',
    );
    expect(
      amountsText([
        { currency: 'NGN', amountMinor: '45000000' },
        { currency: 'USDC', amountMinor: '120000000' },
      ]),
    ).toBe('₦450,000.00 · 120.00 USDC');
    expect(amountsText([])).toBe('₦0.00');
  });
});
