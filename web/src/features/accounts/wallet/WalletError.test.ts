import { WALLET_MESSAGES } from '@titletrust/shared';
import { describe, expect, it } from 'vitest';
import { WalletError, walletErrorFromProvider } from './WalletError';

describe('walletErrorFromProvider', () => {
  it.each([
    [4001, WALLET_MESSAGES.userRejected],
    [-32002, WALLET_MESSAGES.requestPending],
    [-32603, WALLET_MESSAGES.internalError],
    [4100, WALLET_MESSAGES.connectFailed],
  ])('maps code %i to the spec message', (code, message) => {
    expect(walletErrorFromProvider({ code, message: 'from the wallet' }).message).toBe(message);
  });

  it('treats anything without a code as a failed connection', () => {
    expect(walletErrorFromProvider(new Error('boom')).message).toBe(WALLET_MESSAGES.connectFailed);
    expect(walletErrorFromProvider('boom').message).toBe(WALLET_MESSAGES.connectFailed);
    expect(walletErrorFromProvider(null).message).toBe(WALLET_MESSAGES.connectFailed);
  });

  it('keeps an error that is already ours', () => {
    const locked = new WalletError('locked');
    expect(walletErrorFromProvider(locked)).toBe(locked);
  });
});
