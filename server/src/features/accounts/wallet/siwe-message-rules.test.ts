import { createSiweMessage } from 'viem/siwe';
import { describe, expect, it } from 'vitest';
import { checkSiweMessage } from './siwe-message-rules';

const env = { PUBLIC_URL: 'https://titletrust.ng', SIWE_CHAIN_IDS: [80002, 137] };
const now = Date.parse('2026-11-21T12:00:00Z');
const address = '0x71C7656EC7ab88b098defB751B7401B5f6d8976F';

function message(overrides: Partial<Parameters<typeof createSiweMessage>[0]> = {}) {
  return createSiweMessage({
    domain: 'titletrust.ng',
    address,
    statement: 'Sign in to TitleTrust.',
    uri: 'https://titletrust.ng',
    version: '1',
    chainId: 80002,
    nonce: 'a1b2c3d4e5f60718',
    issuedAt: new Date(now - 5_000),
    expirationTime: new Date(now + 5 * 60_000),
    ...overrides,
  });
}

describe('checkSiweMessage', () => {
  it('accepts a message for our domain, URI and an allowed chain, fresh and short-lived', () => {
    expect(checkSiweMessage(message(), env, now)).toEqual({
      address,
      chainId: 80002,
      nonce: 'a1b2c3d4e5f60718',
    });
  });

  it.each([
    ['another domain', { domain: 'evil.example' }],
    ['another URI', { uri: 'https://evil.example/login' }],
    ['a chain outside the allow-list', { chainId: 1 }],
    ['no expiry', { expirationTime: undefined }],
    ['an expiry in the past', { expirationTime: new Date(now - 1) }],
    ['a validity longer than 10 minutes', { expirationTime: new Date(now + 11 * 60_000) }],
    ['an issue time in the future', { issuedAt: new Date(now + 5 * 60_000) }],
    [
      'an issue time older than 10 minutes',
      { issuedAt: new Date(now - 11 * 60_000), expirationTime: new Date(now + 60_000) },
    ],
  ])('refuses %s', (_, overrides) => {
    expect(checkSiweMessage(message(overrides), env, now)).toBeUndefined();
  });

  it('refuses text that is not a sign-in message', () => {
    expect(checkSiweMessage('please sign this', env, now)).toBeUndefined();
    expect(checkSiweMessage('', env, now)).toBeUndefined();
  });

  it('accepts the URI with a path on our origin', () => {
    expect(
      checkSiweMessage(message({ uri: 'https://titletrust.ng/login' }), env, now),
    ).toBeDefined();
  });
});
