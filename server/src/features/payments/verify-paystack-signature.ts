import { createHmac, timingSafeEqual } from 'node:crypto';

/** A SHA-512 digest in hex: what Paystack sends in `x-paystack-signature`. */
const HEX_SHA512 = /^[0-9a-f]{128}$/i;

export type SignatureVerdict = 'valid' | 'missing' | 'malformed' | 'wrong';

/**
 * Whether a webhook's body is Paystack's: its `x-paystack-signature` header must be the hex
 * HMAC-SHA512 of the exact bytes received, keyed with our secret key. Compared in constant time
 * (on two digests of the same length, so nothing about the right one leaks through timing); the
 * body is never parsed before this says valid.
 */
export function verifyPaystackSignature(
  secretKey: string,
  rawBody: Buffer,
  header: unknown,
): SignatureVerdict {
  if (header === undefined || header === '') return 'missing';
  if (typeof header !== 'string' || !HEX_SHA512.test(header)) return 'malformed';
  const expected = createHmac('sha512', secretKey).update(rawBody).digest();
  const given = Buffer.from(header, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected) ? 'valid' : 'wrong';
}
