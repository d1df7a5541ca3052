import { describe, expect, it } from 'vitest';
import { shortUsdc } from './HeaderBalance';

describe("the header's short balance on phones", () => {
  it('keeps cents below a thousand USDC, cut down, never rounded up', () => {
    expect(shortUsdc('0')).toBe('0.00');
    expect(shortUsdc('350000000')).toBe('350.00');
    expect(shortUsdc('999999999')).toBe('999.99');
  });

  it('goes compact from a thousand: at most five characters', () => {
    expect(shortUsdc('1000000000')).toBe('1K');
    expect(shortUsdc('12345670000')).toBe('12.3K');
    expect(shortUsdc('2500000000000')).toBe('2.5M');
  });
});
