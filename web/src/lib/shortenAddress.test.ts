import { describe, expect, it } from 'vitest';
import { shortenAddress } from './shortenAddress';

describe('shortenAddress', () => {
  it('keeps the 0x, four digits on each side and an ellipsis', () => {
    expect(shortenAddress('0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045')).toBe('0xd8dA…6045');
  });

  it('leaves a value that is already short alone', () => {
    expect(shortenAddress('0x12345678')).toBe('0x12345678');
    expect(shortenAddress('')).toBe('');
  });
});
