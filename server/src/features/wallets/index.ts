// The wallets entry file: all that code outside features/wallets/ may import from it.
export { ensureCustodialWallet } from './ensure-custodial-wallet';
export { type CircleClient, createCircleClient, withTimeout } from './providers/circle-client';
export { createWalletProvider, isCircleConfigured } from './providers/create-wallet-provider';
export { createLocalWalletProvider } from './providers/local-wallet-provider';
export {
  type ProviderTransfer,
  type WalletProvider,
  WalletProviderError,
} from './providers/wallet-provider';
export { startWalletsJobs } from './wallets-jobs';
export { walletsRoutes } from './wallets.routes';
