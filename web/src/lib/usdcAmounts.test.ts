import { describe, expect, it } from 'vitest';
import { formatBudget, microsFromUsdcText, usdcTextFromMinor } from './usdcAmounts';

describe('microsFromUsdcText', () => {
  it('reads whole and decimal amounts exactly, with grouping commas', () => {
    expect(microsFromUsdcText('750')).toBe('750000000');
    expect(microsFromUsdcText('750.5')).toBe('750500000');
    expect(microsFromUsdcText(' 1,250.000001 ')).toBe('1250000001');
    expect(microsFromUsdcText('0.1')).toBe('100000');
  });

  it('refuses what is not an amount', () => {
    expect(microsFromUsdcText('')).toBeUndefined();
    expect(microsFromUsdcText('abc')).toBeUndefined();
    expect(microsFromUsdcText('-5')).toBeUndefined();
    expect(microsFromUsdcText('1.0000001')).toBeUndefined();
    expect(microsFromUsdcText('1e3')).toBeUndefined();
  });
});

describe('formatBudget', () => {
  it('shows a fixed budget once and a range with both ends', () => {
    expect(formatBudget('750000000', null)).toBe('750.00 USDC');
    expect(formatBudget('500000000', '1500000000')).toBe('500.00 – 1,500.00 USDC');
  });

  it('round-trips an amount into field text', () => {
    expect(usdcTextFromMinor('750500000')).toBe('750.5');
  });
});
