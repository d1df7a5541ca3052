import { WALLET_MESSAGES } from '@titletrust/shared';
import { describe, expect, it } from 'vitest';
import { chooseMetaMask } from './chooseMetaMask';
import type { AnnouncedWallet, EthereumProvider } from './ethereumProvider';

const provider = (extra: Partial<EthereumProvider> = {}): EthereumProvider => ({
  request: () => Promise.resolve(null),
  ...extra,
});

const announced = (rdns: string, wallet = provider()): AnnouncedWallet => ({
  info: { uuid: rdns, name: rdns, icon: '', rdns },
  provider: wallet,
});

describe('chooseMetaMask', () => {
  it('prefers the MetaMask announced through EIP-6963 over window.ethereum', () => {
    const metaMask = provider();
    const injected = provider({ isMetaMask: true });
    const chosen = chooseMetaMask(
      [announced('com.coinbase.wallet'), announced('io.metamask', metaMask)],
      injected,
    );
    expect(chosen).toBe(metaMask);
  });

  it('falls back to window.ethereum when it is MetaMask', () => {
    const injected = provider({ isMetaMask: true });
    expect(chooseMetaMask([], injected)).toBe(injected);
    expect(chooseMetaMask([announced('io.rabby')], injected)).toBe(injected);
  });

  it('says MetaMask was not found when other wallets announced themselves', () => {
    expect(() => chooseMetaMask([announced('io.rabby')], provider())).toThrow(
      WALLET_MESSAGES.metaMaskNotFound,
    );
    expect(() => chooseMetaMask([announced('io.rabby')], undefined)).toThrow(
      WALLET_MESSAGES.metaMaskNotFound,
    );
  });

  it('refuses another wallet injected as window.ethereum', () => {
    expect(() => chooseMetaMask([], provider())).toThrow(WALLET_MESSAGES.otherWalletNotSupported);
  });

  it('says no wallet was detected when there is none', () => {
    expect(() => chooseMetaMask([], undefined)).toThrow(WALLET_MESSAGES.noWallet);
  });
});
