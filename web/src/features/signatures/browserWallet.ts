import type { Hex } from 'viem';
import {
  type ConnectedWallet,
  loadConnectMetaMask,
  loadSignPersonalMessage,
  runExclusiveWalletAttempt,
} from '../accounts';

export type { ConnectedWallet };

/**
 * The sign-in flow's own MetaMask code (EIP-6963 discovery, the spec's error messages), loaded
 * on the first click so viem stays out of the page's first download. One wallet request at a
 * time across the page, as everywhere else.
 */
export function connectBrowserWallet(): Promise<ConnectedWallet> {
  return runExclusiveWalletAttempt(async () => {
    const connectMetaMask = await loadConnectMetaMask();
    return connectMetaMask();
  });
}

export function signWithBrowserWallet(wallet: ConnectedWallet, message: string): Promise<Hex> {
  return runExclusiveWalletAttempt(async () => {
    const signPersonalMessage = await loadSignPersonalMessage();
    return signPersonalMessage(wallet.provider, wallet.address, message);
  });
}
