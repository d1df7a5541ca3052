import { METAMASK_RDNS, type AnnouncedWallet, type EthereumProvider } from './ethereumProvider';
import { WalletError } from './WalletError';

/**
 * Picks MetaMask from what is installed: the EIP-6963 announcement first, then the legacy
 * `window.ethereum`. Every other situation is one of the spec's messages (§8).
 */
export function chooseMetaMask(
  announced: readonly AnnouncedWallet[],
  injected: EthereumProvider | undefined,
): EthereumProvider {
  const announcedMetaMask = announced.find((wallet) => wallet.info.rdns === METAMASK_RDNS);
  if (announcedMetaMask) return announcedMetaMask.provider;
  if (injected?.isMetaMask) return injected;
  if (announced.length > 0) throw new WalletError('metaMaskNotFound');
  if (injected) throw new WalletError('otherWalletNotSupported');
  throw new WalletError('noWallet');
}
