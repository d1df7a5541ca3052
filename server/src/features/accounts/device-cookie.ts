import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { cookieValue } from './auth-http';

/** Long enough that a regular user's own browser stays known between sign-ins. */
const DEVICE_COOKIE_DAYS = 180;
const MAX_AGE_SECONDS = DEVICE_COOKIE_DAYS * 24 * 60 * 60;
/**
 * Sent to the API only: the password sign-in reads it for its limits, and every way in (password,
 * wallet, Google's callback, the two-factor step) to know the browser. Lax, not Strict, so that
 * Google's redirect back carries it; it proves nothing by itself and guards no action.
 */
const COOKIE_PATH = '/api';

export interface IssuedDeviceCookie {
  name: string;
  value: string;
  deviceId: string;
  /** The whole Set-Cookie header value. */
  header: string;
}

export interface DeviceCookies {
  /**
   * The cookie that marks this browser as one the account signed in from: a new device id, or
   * the one the browser already has (its 180 days start again).
   */
  issue(email: string, options?: { deviceId?: string; now?: number }): IssuedDeviceCookie;
  /** The attributes of every device cookie, for code that sets it through another API. */
  attributes: {
    maxAge: number;
    path: string;
    httpOnly: true;
    sameSite: 'lax';
    secure: boolean;
  };
  /** The device's id when the Cookie header holds a valid device cookie for this account. */
  recognise(email: string, cookieHeader: string | null | undefined, now?: number): string | null;
}

/**
 * OWASP's device cookies against online password guessing: a successful sign-in leaves a signed
 * cookie naming the account; an attempt that shows one is from a browser the owner used, so a
 * distributed attack that fills the account-wide failure limit does not lock the owner out there.
 * One cookie per account (named by a keyed hash of the e-mail, so the name reveals nothing), so
 * people sharing a computer keep theirs. The device id also names the browser in the account's
 * list of devices, so a sign-in from one not seen before sends the owner an alert.
 */
export function createDeviceCookies(secret: string, options: { secure: boolean }): DeviceCookies {
  const key = createHmac('sha256', 'titletrust:device-cookies').update(secret).digest();
  const mac = (text: string) => createHmac('sha256', key).update(text).digest();
  const nameFor = (email: string) =>
    `titletrust.device.${mac(`name|${email}`).subarray(0, 8).toString('hex')}`;
  const signatureOf = (email: string, issuedAt: string, deviceId: string) =>
    mac(`device|${email}|${issuedAt}|${deviceId}`);

  return {
    issue(email, { deviceId = randomBytes(16).toString('base64url'), now = Date.now() } = {}) {
      const issuedAt = Math.floor(now / 1000).toString(36);
      const signature = signatureOf(email, issuedAt, deviceId).toString('base64url');
      const name = nameFor(email);
      const value = `${issuedAt}.${deviceId}.${signature}`;
      const attributes = [
        `Max-Age=${MAX_AGE_SECONDS}`,
        `Path=${COOKIE_PATH}`,
        'HttpOnly',
        'SameSite=Lax',
        ...(options.secure ? ['Secure'] : []),
      ];
      return { name, value, deviceId, header: [`${name}=${value}`, ...attributes].join('; ') };
    },
    attributes: {
      maxAge: MAX_AGE_SECONDS,
      path: COOKIE_PATH,
      httpOnly: true,
      sameSite: 'lax',
      secure: options.secure,
    },
    recognise(email, cookieHeader, now = Date.now()) {
      const value = cookieValue(cookieHeader, nameFor(email));
      const [issuedAt, deviceId, signature, ...rest] = value?.split('.') ?? [];
      if (!issuedAt || !deviceId || !signature || rest.length > 0) return null;
      const ageSeconds = now / 1000 - parseInt(issuedAt, 36);
      if (!(ageSeconds >= -60 && ageSeconds <= MAX_AGE_SECONDS)) return null;
      const expected = signatureOf(email, issuedAt, deviceId);
      const given = Buffer.from(signature, 'base64url');
      return given.length === expected.length && timingSafeEqual(given, expected) ? deviceId : null;
    },
  };
}
