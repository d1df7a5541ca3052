import { describe, expect, it } from 'vitest';
import { totpCode } from './totp';

describe('totpCode', () => {
  // RFC 6238 appendix B, SHA-1, the last six of its eight digits.
  const KEY = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ'; // base32 of "12345678901234567890"
  it.each([
    [59, '287082'],
    [1_111_111_109, '081804'],
    [1_111_111_111, '050471'],
    [1_234_567_890, '005924'],
    [2_000_000_000, '279037'],
  ])('gives the RFC test vector at %i s', (seconds, code) => {
    expect(totpCode(KEY, seconds * 1000)).toBe(code);
  });
});
