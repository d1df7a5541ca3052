import { describe, expect, it } from 'vitest';
import { findPage, PAGES } from './routes';

describe('findPage', () => {
  it('finds every page of the table at its own path', () => {
    for (const [key, page] of Object.entries(PAGES)) {
      const concrete = page.path.replace(':id', '0b7c2b4e-9f3a-4c55-8d2e-1f6a7b8c9d0e');
      expect(findPage(concrete), page.path).toBe(key);
    }
  });

  it('matches the spec routes case-insensitively and with a trailing slash, as the router does', () => {
    expect(findPage('/mygigs')).toBe('buyerGigs');
    expect(findPage('/MyGigs/')).toBe('buyerGigs');
    expect(findPage('/blockchaindemo')).toBe('blockchainDemo');
    expect(findPage('/my-gigs')).toBe('sellerGigs');
  });

  it('tells a parameterised profile apart from the own-profile page', () => {
    expect(findPage('/profile')).toBe('profile');
    expect(findPage('/profile/abc')).toBe('publicProfile');
    expect(findPage('/profile/abc/extra')).toBeUndefined();
  });

  it('has no page for unknown paths, nested junk or the API', () => {
    expect(findPage('/does-not-exist')).toBeUndefined();
    expect(findPage('/wallet/unknown')).toBeUndefined();
    expect(findPage('/api/health')).toBeUndefined();
    expect(findPage('/login.php')).toBeUndefined();
  });

  it('covers each protected route of the spec with its access rule', () => {
    const access = (path: string) => PAGES[findPage(path)!].access;
    expect(
      [
        '/seller-dashboard',
        '/my-gigs',
        '/active-bids',
        '/earnings',
        '/messages',
        '/seller-messages',
      ].map(access),
    ).toEqual(Array(6).fill('seller'));
    expect(
      ['/buyer-dashboard', '/buyer-messages', '/buyer-profile', '/post-gig', '/MyGigs'].map(access),
    ).toEqual(Array(5).fill('buyer'));
    expect(['/admin-dashboard', '/wallet/test'].map(access)).toEqual(['admin', 'admin']);
    expect(
      [
        '/payments',
        '/find-gigs',
        '/profile',
        '/wallet',
        '/wallet/transactions',
        '/wallet/funding',
      ].map(access),
    ).toEqual(Array(6).fill('signed-in'));
  });
});
