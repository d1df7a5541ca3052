import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptSecret, encryptSecret } from './custody-encryption';

describe('custody encryption', () => {
  const key = randomBytes(32);
  const secret = '0x4c0883a69102937d6231471b5dbb6204fe5129617082792ae468d01a3f362318';

  it('round-trips, with a fresh IV each time', () => {
    const first = encryptSecret(secret, key);
    expect(first).not.toContain(secret.slice(2));
    expect(first).not.toBe(encryptSecret(secret, key));
    expect(decryptSecret(first, key)).toBe(secret);
  });

  it('refuses the wrong key and tampered data', () => {
    const sealed = encryptSecret(secret, key);
    expect(() => decryptSecret(sealed, randomBytes(32))).toThrow();
    const [version, iv, tag, data] = sealed.split(':');
    const flipped = Buffer.from(data!, 'base64');
    flipped[0] = flipped[0]! ^ 1;
    expect(() =>
      decryptSecret([version, iv, tag, flipped.toString('base64')].join(':'), key),
    ).toThrow();
  });
});
