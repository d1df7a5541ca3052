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

  it.each([
    ['Issued At', 'Issued At: 2026-13-45T99:99:99.000Z'],
    ['Expiration Time', 'Expiration Time: 2026-11-21T12:99:00.000Z'],
    ['Not Before', 'Not Before: 2026-02-30T12:00:00.000Z'],
  ])(
    'refuses a malformed %s date, which would otherwise compare as neither old nor new',
    (field, line) => {
      const base = message({ notBefore: new Date(now - 1_000) });
      const tampered = base.replace(new RegExp(`^${field}: .*$`, 'm'), line);
      expect(tampered).not.toBe(base);
      expect(checkSiweMessage(tampered, env, now)).toBeUndefined();
    },
  );

  it.each([
    ['a second Chain ID (Better Auth would read the last one)', '\nChain ID: 1'],
    ['a second Expiration Time', `\nExpiration Time: ${new Date(now + 86_400_000).toISOString()}`],
    ['a trailing line', '\n'],
  ])('refuses a message with %s', (_, extra) => {
    expect(checkSiweMessage(`${message()}${extra}`, env, now)).toBeUndefined();
  });

  it('refuses fields that are not in canonical form: lower-case address, a date without milliseconds, CRLF', () => {
    const canonical = message();
    const variants = [
      canonical.replace(address, address.toLowerCase()),
      canonical.replace(/^(Issued At: .*)\.\d{3}Z$/m, '$1Z'),
      canonical.replaceAll('\n', '\r\n'),
      canonical.replace('Chain ID: 80002', 'Chain ID: 080002'),
    ];
    for (const variant of variants) {
      expect(variant).not.toBe(canonical);
      expect(checkSiweMessage(variant, env, now)).toBeUndefined();
    }
  });

  it('accepts the URI with a path on our origin', () => {
    expect(
      checkSiweMessage(message({ uri: 'https://titletrust.ng/login' }), env, now),
    ).toBeDefined();
  });
});
