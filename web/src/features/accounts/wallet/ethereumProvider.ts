/** The slice of EIP-1193 that sign-in needs. */
export interface EthereumRequest {
  method: string;
  params?: readonly unknown[];
}

export interface EthereumProvider {
  request(args: EthereumRequest): Promise<unknown>;
  isMetaMask?: boolean;
  /** MetaMask's own, non-standard helpers. */
  _metamask?: { isUnlocked?: () => Promise<boolean> };
}

/** What a wallet announces through EIP-6963. */
export interface AnnouncedWallet {
  info: { uuid: string; name: string; icon: string; rdns: string };
  provider: EthereumProvider;
}

export const METAMASK_RDNS = 'io.metamask';

declare global {
  interface Window {
    ethereum?: EthereumProvider;
  }
}
