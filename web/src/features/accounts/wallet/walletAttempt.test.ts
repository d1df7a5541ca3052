import { WALLET_MESSAGES } from '@titletrust/shared';
import { describe, expect, it } from 'vitest';
import { runExclusiveWalletAttempt } from './walletAttempt';

describe('runExclusiveWalletAttempt', () => {
  it('refuses a second attempt while one is in progress, and allows one afterwards', async () => {
    let finish: (value: string) => void = () => {};
    const first = runExclusiveWalletAttempt(
      () => new Promise<string>((resolve) => (finish = resolve)),
    );
    await expect(runExclusiveWalletAttempt(() => Promise.resolve('second'))).rejects.toThrow(
      WALLET_MESSAGES.connectionInProgress,
    );
    finish('first');
    await expect(first).resolves.toBe('first');
    await expect(runExclusiveWalletAttempt(() => Promise.resolve('third'))).resolves.toBe('third');
  });

  it('frees the slot when an attempt fails', async () => {
    await expect(runExclusiveWalletAttempt(() => Promise.reject(new Error('no')))).rejects.toThrow(
      'no',
    );
    await expect(runExclusiveWalletAttempt(() => Promise.resolve('next'))).resolves.toBe('next');
  });
});
