import { parseSiweMessage } from 'viem/siwe';
import { describe, expect, it } from 'vitest';
import {
  buildSignInMessage,
  chainIdForSignIn,
  parseChainId,
  SIGN_IN_STATEMENT,
} from './buildSignInMessage';

const wallet = { chainIds: [80002, 137], defaultChainId: 80002 };

describe('chainIdForSignIn', () => {
  it("uses the wallet's chain when the installation accepts it", () => {
    expect(chainIdForSignIn(137, wallet)).toBe(137);
  });

  it('uses the default chain otherwise', () => {
    expect(chainIdForSignIn(1, wallet)).toBe(80002);
    expect(chainIdForSignIn(undefined, wallet)).toBe(80002);
  });
});

describe('parseChainId', () => {
  it('reads a hex quantity', () => {
    expect(parseChainId('0x13882')).toBe(80002);
    expect(parseChainId('0x1')).toBe(1);
  });

  it('ignores anything else', () => {
    expect(parseChainId('80002')).toBeUndefined();
    expect(parseChainId(80002)).toBeUndefined();
    expect(parseChainId('0x')).toBeUndefined();
    expect(parseChainId('0x0')).toBeUndefined();
  });
});

describe('buildSignInMessage', () => {
  it('binds our domain, origin, chain, nonce and a five-minute expiry', () => {
    const now = new Date('2025-03-01T09:00:00.000Z');
    const message = buildSignInMessage({
      address: '0xd8da6bf26964af9d7eed9e03e53415d37aa96045',
      chainId: 80002,
      nonce: 'abcdef123456',
      location: { host: 'titletrust.ng', origin: 'https://titletrust.ng' },
      now,
    });
    expect(parseSiweMessage(message)).toEqual({
      domain: 'titletrust.ng',
      address: '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045',
      statement: SIGN_IN_STATEMENT,
      uri: 'https://titletrust.ng',
      version: '1',
      chainId: 80002,
      nonce: 'abcdef123456',
      issuedAt: now,
      expirationTime: new Date('2025-03-01T09:05:00.000Z'),
    });
  });
});
