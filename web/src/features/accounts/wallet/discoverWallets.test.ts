import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { discoverWallets } from './discoverWallets';
import type { AnnouncedWallet } from './ethereumProvider';

const wallet = (rdns: string): AnnouncedWallet => ({
  info: { uuid: `uuid-${rdns}`, name: rdns, icon: '', rdns },
  provider: { request: () => Promise.resolve(null) },
});

/** A wallet extension: answers every request for providers with its announcement. */
function install(detail: unknown) {
  window.addEventListener('eip6963:requestProvider', () =>
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail })),
  );
}

describe('discoverWallets', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('window', new EventTarget());
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  it('collects every announcement within the window', async () => {
    install(wallet('io.rabby'));
    install(wallet('com.coinbase.wallet'));
    install({ info: { rdns: 'broken' } });
    const found = discoverWallets(300);
    await vi.advanceTimersByTimeAsync(300);
    expect((await found).map((entry) => entry.info.rdns)).toEqual([
      'io.rabby',
      'com.coinbase.wallet',
    ]);
  });

  it('stops waiting as soon as MetaMask answers', async () => {
    install(wallet('io.metamask'));
    const found = await discoverWallets(300);
    expect(found.map((entry) => entry.info.rdns)).toEqual(['io.metamask']);
  });

  it('answers an empty list when nothing is installed', async () => {
    const found = discoverWallets(300);
    await vi.advanceTimersByTimeAsync(300);
    expect(await found).toEqual([]);
  });
});
