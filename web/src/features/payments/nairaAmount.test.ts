import { describe, expect, it } from 'vitest';
import { parseNaira } from './nairaAmount';

describe('parseNaira', () => {
  it.each([
    ['350,000', 35_000_000n],
    ['350000.50', 35_000_050n],
    ['₦350,000', 35_000_000n],
    ['NGN 1,000.5', 100_050n],
    [' 1000 ', 100_000n],
  ])('reads %s as kobo', (text, minor) => {
    expect(parseNaira(text)).toEqual({ ok: true, minor });
  });

  it.each([
    ['1,000.505', 'two decimals'],
    ['-500', 'above zero'],
    ['0', 'above zero'],
    ['35,00', 'in naira'],
    ['abc', 'in naira'],
    ['99999999999999', 'in naira'],
  ])('refuses %s', (text, message) => {
    const parsed = parseNaira(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.error).toContain(message);
  });
});
