import { describe, expect, it } from 'vitest';
import { shortBalances, shortFigure } from './HeaderBalance';

const row = (currency: 'NGN' | 'USDC', availableMinor: string) => ({
  currency,
  availableMinor,
  withdrawalPendingMinor: '0',
  inEscrowMinor: '0',
  incomingEscrowMinor: '0',
});

describe("the header's short balance on phones", () => {
  it('keeps cents below a thousand, cut down, never rounded up', () => {
    expect(shortFigure('0', 'USDC')).toBe('0.00');
    expect(shortFigure('350000000', 'USDC')).toBe('350.00');
    expect(shortFigure('999999999', 'USDC')).toBe('999.99');
    expect(shortFigure('99999', 'NGN')).toBe('₦999.99');
  });

  it('goes compact from a thousand: at most five characters, naira with its sign', () => {
    expect(shortFigure('1000000000', 'USDC')).toBe('1K');
    expect(shortFigure('12345670000', 'USDC')).toBe('12.3K');
    expect(shortFigure('2500000000000', 'USDC')).toBe('2.5M');
    expect(shortFigure('45000000', 'NGN')).toBe('₦450K');
    expect(shortFigure('150000000', 'NGN')).toBe('₦1.5M');
  });

  it('shows naira alone for a naira-only person, and each currency beside it otherwise', () => {
    expect(shortBalances([row('NGN', '45000000')])).toBe('₦450K');
    expect(shortBalances([row('NGN', '45000000'), row('USDC', '120000000')])).toBe(
      '₦450K · 120.00 USDC',
    );
    expect(shortBalances([row('NGN', '0'), row('USDC', '432000000')])).toBe('432.00 USDC');
    expect(shortBalances([row('NGN', '0')])).toBe('₦0.00');
  });
});
