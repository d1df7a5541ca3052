import { describe, expect, it } from 'vitest';
import { formatBudget, formatMinor, minorFromText, textFromMinor } from './moneyText';

describe('minorFromText', () => {
  it('reads whole and decimal amounts exactly in each currency, with grouping commas', () => {
    expect(minorFromText('750', 'USDC')).toBe('750000000');
    expect(minorFromText(' 1,250.000001 ', 'USDC')).toBe('1250000001');
    expect(minorFromText('₦350,000', 'NGN')).toBe('35000000');
    expect(minorFromText('350000.50', 'NGN')).toBe('35000050');
  });

  it('refuses what is not an amount in the currency', () => {
    expect(minorFromText('', 'NGN')).toBeUndefined();
    expect(minorFromText('abc', 'USDC')).toBeUndefined();
    expect(minorFromText('-5', 'NGN')).toBeUndefined();
    expect(minorFromText('1.001', 'NGN')).toBeUndefined();
    expect(minorFromText('1.0000001', 'USDC')).toBeUndefined();
  });
});

describe('formatBudget', () => {
  it('shows a fixed budget once and a range with both ends, in its currency', () => {
    expect(formatBudget('750000000', null, 'USDC')).toBe('750.00 USDC');
    expect(formatBudget('500000000', '1500000000', 'USDC')).toBe('500.00 – 1,500.00 USDC');
    expect(formatBudget('25000000', '50000000', 'NGN')).toBe('₦250,000.00 – ₦500,000.00');
  });

  it('round-trips an amount into field text', () => {
    expect(textFromMinor('750500000', 'USDC')).toBe('750.50');
    expect(textFromMinor('35000050', 'NGN')).toBe('350,000.50');
    expect(formatMinor('35000000', 'NGN')).toBe('₦350,000.00');
  });
});
