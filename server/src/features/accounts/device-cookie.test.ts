import { describe, expect, it } from 'vitest';
import { createDeviceCookies } from './device-cookie';

const SECRET = 'device-cookie-test-secret-0123456789abcdef';
const DAY = 24 * 60 * 60 * 1000;

/** The Cookie header a browser would send back for a Set-Cookie value. */
const asCookieHeader = ({ header }: { header: string }) => header.split(';')[0]!;

describe('device cookies', () => {
  const cookies = createDeviceCookies(SECRET, { secure: false });

  it('recognise the browser of the account they were issued for, and no other account', () => {
    const header = asCookieHeader(cookies.issue('ada@example.com'));
    expect(cookies.recognise('ada@example.com', header)).toMatch(/^[\w-]{22}$/);
    expect(cookies.recognise('ben@example.com', header)).toBeNull();
    expect(cookies.recognise('ada@example.com', `other=1; ${header}; more=2`)).not.toBeNull();
  });

  it('give each sign-in a new device id', () => {
    const first = cookies.recognise(
      'ada@example.com',
      asCookieHeader(cookies.issue('ada@example.com')),
    );
    const second = cookies.recognise(
      'ada@example.com',
      asCookieHeader(cookies.issue('ada@example.com')),
    );
    expect(first).not.toBe(second);
  });

  it('refuse a changed value, another secret, or one older than 180 days', () => {
    const issuedAt = Date.now() - 10 * DAY;
    const header = asCookieHeader(cookies.issue('ada@example.com', { now: issuedAt }));
    const [name, value] = header.split('=') as [string, string];
    const [time, id, signature] = value.split('.') as [string, string, string];
    const tampered = [
      `${name}=${time}.${id.slice(0, -2)}xx.${signature}`,
      `${name}=${(parseInt(time, 36) + 1).toString(36)}.${id}.${signature}`,
      `${name}=${time}.${id}`,
      `${name}=`,
    ];
    for (const cookie of tampered) expect(cookies.recognise('ada@example.com', cookie)).toBeNull();
    const elsewhere = createDeviceCookies(`${SECRET}-rotated`, { secure: false });
    expect(elsewhere.recognise('ada@example.com', header)).toBeNull();
    expect(cookies.recognise('ada@example.com', header, issuedAt + 179 * DAY)).not.toBeNull();
    expect(cookies.recognise('ada@example.com', header, issuedAt + 181 * DAY)).toBeNull();
  });

  it("keep a browser's device id when renewed", () => {
    const first = cookies.issue('ada@example.com');
    const renewed = cookies.issue('ada@example.com', { deviceId: first.deviceId });
    expect(cookies.recognise('ada@example.com', asCookieHeader(renewed))).toBe(first.deviceId);
  });

  it('are httpOnly, sent only to the API, and Secure where sessions are', () => {
    expect(cookies.issue('ada@example.com').header).toMatch(
      /; Max-Age=15552000; Path=\/api; HttpOnly; SameSite=Lax$/,
    );
    const secure = createDeviceCookies(SECRET, { secure: true });
    expect(secure.issue('ada@example.com').header).toMatch(/; Secure$/);
    expect(cookies.issue('ada@example.com').header).not.toContain('ada');
  });
});
