import { createHmac, timingSafeEqual } from 'node:crypto';
import { PAGES, SECURITY_LINK_DAYS } from '@titletrust/shared';

/** What a signed link lets its holder do; the purpose is signed, so one cannot stand for another. */
export type SecurityLinkPurpose = 'freeze-payouts' | 'sign-out-everywhere';

export interface SecurityLinks {
  /** The "This wasn't me" page's address for this account, valid for SECURITY_LINK_DAYS. */
  thisWasntMeUrl(userId: string, now?: number): string;
  /** The sign-in alert's "Sign out everywhere" page for this account, as long. */
  signOutEverywhereUrl(userId: string, now?: number): string;
  /** The account a token was signed for, or null: altered, expired, or for another purpose. */
  verify(token: string, purpose: SecurityLinkPurpose, now?: number): string | null;
}

const LIFETIME_SECONDS = SECURITY_LINK_DAYS * 24 * 60 * 60;
const USER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Links e-mailed to an account's owner that act without a sign-in (whoever took the account may
 * have changed the password): `<user id>.<expiry, base 36>.<HMAC-SHA256>`, keyed by a key of
 * their own derived from the auth secret, as the device cookies' is. Nothing is stored: the
 * signature is the proof that we sent it, and the expiry ends it.
 */
export function createSecurityLinks(secret: string, publicUrl: string): SecurityLinks {
  const key = createHmac('sha256', 'titletrust:security-links').update(secret).digest();
  const mac = (purpose: SecurityLinkPurpose, userId: string, expires: string) =>
    createHmac('sha256', key).update(`${purpose}|${userId}|${expires}`).digest();
  const sign = (purpose: SecurityLinkPurpose, userId: string, now: number) => {
    const expires = (Math.floor(now / 1000) + LIFETIME_SECONDS).toString(36);
    return `${userId}.${expires}.${mac(purpose, userId, expires).toString('base64url')}`;
  };

  return {
    thisWasntMeUrl(userId, now = Date.now()) {
      const token = sign('freeze-payouts', userId, now);
      return `${publicUrl}${PAGES.thisWasntMe.path}?token=${encodeURIComponent(token)}`;
    },
    signOutEverywhereUrl(userId, now = Date.now()) {
      const token = sign('sign-out-everywhere', userId, now);
      return `${publicUrl}${PAGES.signOutEverywhere.path}?token=${encodeURIComponent(token)}`;
    },
    verify(token, purpose, now = Date.now()) {
      const [userId, expires, signature, ...rest] = token.split('.');
      if (!userId || !expires || !signature || rest.length > 0 || !USER_ID.test(userId))
        return null;
      const expiresAt = parseInt(expires, 36);
      if (!Number.isSafeInteger(expiresAt) || expiresAt * 1000 < now) return null;
      const expected = mac(purpose, userId, expires);
      const given = Buffer.from(signature, 'base64url');
      return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
    },
  };
}
