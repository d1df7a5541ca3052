import { describe, expect, it } from 'vitest';
import { resolveRole } from './resolve-role';

describe('resolveRole', () => {
  const base = { isAdmin: false, email: 'ada@example.com' };

  it('grants admin only from the server-side record', () => {
    expect(resolveRole({ ...base, isAdmin: true, profile: { role_title: 'buyer' } })).toBe('admin');
    expect(resolveRole({ ...base, profile: { role_title: 'admin' } })).toBe('buyer');
    expect(resolveRole({ ...base, metadata: { role: 'admin', role_title: 'admin' } })).toBe(
      'buyer',
    );
    expect(resolveRole({ ...base, email: 'admin@example.com' })).toBe('buyer');
  });

  it('follows the documented order: profile role_title, profile role, metadata role_title, metadata role', () => {
    expect(
      resolveRole({
        ...base,
        profile: { role_title: 'seller', role: 'buyer' },
        metadata: { role_title: 'buyer' },
      }),
    ).toBe('seller');
    expect(
      resolveRole({ ...base, profile: { role: 'seller' }, metadata: { role_title: 'buyer' } }),
    ).toBe('seller');
    expect(
      resolveRole({ ...base, profile: {}, metadata: { role_title: 'seller', role: 'buyer' } }),
    ).toBe('seller');
    expect(resolveRole({ ...base, metadata: { role: 'seller' } })).toBe('seller');
  });

  it('skips values that are not a marketplace role', () => {
    expect(resolveRole({ ...base, profile: { role_title: 'superuser', role: 'seller' } })).toBe(
      'seller',
    );
    expect(resolveRole({ ...base, profile: { role_title: 42 } })).toBe('buyer');
  });

  it('guesses from the e-mail text last, and defaults to buyer', () => {
    expect(resolveRole({ ...base, email: 'top.seller@example.com' })).toBe('seller');
    expect(resolveRole({ ...base, email: 'first.buyer@example.com' })).toBe('buyer');
    expect(resolveRole(base)).toBe('buyer');
  });

  it('never forces seller at login: a buyer stays a buyer', () => {
    expect(
      resolveRole({ ...base, email: 'seller-fan@example.com', profile: { role_title: 'buyer' } }),
    ).toBe('buyer');
  });
});
