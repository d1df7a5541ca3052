import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { verifyPaystackSignature } from './verify-paystack-signature';

const SECRET = 'sk_test_0123456789abcdef';
const body = Buffer.from('{"event":"charge.success","data":{"reference":"tt_0001"}}');
const signed = (bytes: Buffer, key = SECRET) =>
  createHmac('sha512', key).update(bytes).digest('hex');

describe("Paystack's webhook signature", () => {
  it('accepts the hex HMAC-SHA512 of the exact bytes, in either case', () => {
    expect(verifyPaystackSignature(SECRET, body, signed(body))).toBe('valid');
    expect(verifyPaystackSignature(SECRET, body, signed(body).toUpperCase())).toBe('valid');
  });

  it('refuses another key, another byte, or a signature cut short', () => {
    expect(verifyPaystackSignature(SECRET, body, signed(body, 'sk_test_other'))).toBe('wrong');
    const changed = Buffer.from(body.toString().replace('0001', '0002'));
    expect(verifyPaystackSignature(SECRET, changed, signed(body))).toBe('wrong');
    // Re-serialised JSON is other bytes: the signature covers what was sent, not what it means.
    const spaced = Buffer.from(JSON.stringify(JSON.parse(body.toString()), null, 1));
    expect(verifyPaystackSignature(SECRET, spaced, signed(body))).toBe('wrong');
    expect(verifyPaystackSignature(SECRET, body, signed(body).slice(0, 64))).toBe('malformed');
  });

  it('tells a missing header from a malformed one', () => {
    expect(verifyPaystackSignature(SECRET, body, undefined)).toBe('missing');
    expect(verifyPaystackSignature(SECRET, body, '')).toBe('missing');
    expect(verifyPaystackSignature(SECRET, body, ['a', 'b'])).toBe('malformed');
    expect(verifyPaystackSignature(SECRET, body, 'z'.repeat(128))).toBe('malformed');
  });
});
