import type { Address } from 'viem';
import { getAddress } from 'viem/utils';
import { chooseMetaMask } from './chooseMetaMask';
import { discoverWallets } from './discoverWallets';
import type { EthereumProvider } from './ethereumProvider';
import { WalletError, walletErrorFromProvider } from './WalletError';

export interface ConnectedWallet {
  provider: EthereumProvider;
  /** EIP-55 checksummed, as a sign-in message must carry it. */
  address: Address;
}

async function isLocked(provider: EthereumProvider): Promise<boolean> {
  try {
    return (await provider._metamask?.isUnlocked?.()) === false;
  } catch {
    // The helper is MetaMask's own and optional: when it fails, the account request decides.
    return false;
  }
}

/** Finds MetaMask, checks that it is unlocked and asks for the account to sign in with. */
export async function connectMetaMask(): Promise<ConnectedWallet> {
  const provider = chooseMetaMask(await discoverWallets(), window.ethereum);
  if (await isLocked(provider)) throw new WalletError('locked');

  let accounts: unknown;
  try {
    accounts = await provider.request({ method: 'eth_requestAccounts' });
  } catch (error) {
    throw walletErrorFromProvider(error);
  }
  const first: unknown = Array.isArray(accounts) ? accounts[0] : undefined;
  if (typeof first !== 'string') throw new WalletError('noAccounts');
  try {
    return { provider, address: getAddress(first) };
  } catch {
    throw new WalletError('connectFailed');
  }
}
