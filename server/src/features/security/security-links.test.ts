import { describe, expect, it } from 'vitest';
import { createSecurityLinks } from './security-links';

const SECRET = 'a-test-secret-that-is-long-enough-0123456789';
const USER = '0b9f2d9e-4c1a-4f7e-9d3b-2a6c8e1f5d70';
const DAY_MS = 24 * 3_600_000;
const tokenOf = (url: string) => new URL(url).searchParams.get('token')!;

describe('"This wasn\'t me" links', () => {
  const links = createSecurityLinks(SECRET, 'https://titletrust.test');

  it('open the page on our address and name the account they were signed for', () => {
    const url = links.thisWasntMeUrl(USER);
    expect(url).toMatch(/^https:\/\/titletrust\.test\/this-wasnt-me\?token=/);
    expect(links.verify(tokenOf(url), 'freeze-payouts')).toBe(USER);
  });

  it('work for 7 days and not after', () => {
    const issued = Date.UTC(2026, 11, 7, 12);
    const token = tokenOf(links.thisWasntMeUrl(USER, issued));
    expect(links.verify(token, 'freeze-payouts', issued + 7 * DAY_MS - 1_000)).toBe(USER);
    expect(links.verify(token, 'freeze-payouts', issued + 7 * DAY_MS + 1_000)).toBeNull();
  });

  it('refuse a token signed with another secret, or with any part changed', () => {
    const token = tokenOf(links.thisWasntMeUrl(USER));
    const [user, expires, signature] = token.split('.') as [string, string, string];
    const other = createSecurityLinks(`${SECRET}-other`, 'https://titletrust.test');
    for (const forged of [
      tokenOf(other.thisWasntMeUrl(USER)),
      `${user.replace(/^0/, '1')}.${expires}.${signature}`,
      `${user}.${(parseInt(expires, 36) + 1).toString(36)}.${signature}`,
      `${user}.${expires}.${signature.slice(0, -2)}`,
      `${token}.extra`,
      '',
    ])
      expect(links.verify(forged, 'freeze-payouts')).toBeNull();
  });
});
