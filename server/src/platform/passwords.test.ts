import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

describe('password hashing', () => {
  it('uses argon2id with a fresh salt, and verifies only the right password', async () => {
    const first = await hashPassword('Victoria-Island!2026');
    const second = await hashPassword('Victoria-Island!2026');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword({ hash: first, password: 'Victoria-Island!2026' })).toBe(true);
    expect(await verifyPassword({ hash: first, password: 'victoria-island!2026' })).toBe(false);
  });

  it('reads a malformed stored hash as a wrong password, not a crash', async () => {
    expect(await verifyPassword({ hash: 'not-a-hash', password: 'x' })).toBe(false);
  });
});
