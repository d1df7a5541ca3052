import { WALLET_MESSAGES } from '@titletrust/shared';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api';
import { WalletError } from './WalletError';
import { walletFailureMessage } from './walletFailureMessage';

describe('walletFailureMessage', () => {
  it('says "Failed to verify Ethereum signature" for any refusal of the signature (401)', () => {
    expect(walletFailureMessage(new ApiError(401, 'UNAUTHENTICATED', 'Unauthorized'))).toBe(
      'Failed to verify Ethereum signature',
    );
    expect(walletFailureMessage(new ApiError(401, 'UNAUTHENTICATED', ''))).toBe(
      WALLET_MESSAGES.verifyFailed,
    );
  });

  it("passes on the server's own words for other refusals (a linked wallet, a rate limit)", () => {
    const taken = 'This wallet is already linked to another account.';
    expect(walletFailureMessage(new ApiError(409, 'CONFLICT', taken))).toBe(taken);
  });

  it("keeps the wallet's spec message, and calls anything else a failed connection", () => {
    expect(walletFailureMessage(new WalletError('locked'))).toBe(WALLET_MESSAGES.locked);
    expect(walletFailureMessage(new TypeError('boom'))).toBe(WALLET_MESSAGES.connectFailed);
  });
});
