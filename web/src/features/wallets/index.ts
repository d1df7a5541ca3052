// What the rest of the app may use of wallets: everything else is the feature's own.
export { PendingWalletAlert } from './PendingWalletAlert';
export { useCustodialWallet } from './useCustodialWallet';
export { WalletAddressBlock } from './WalletAddressBlock';
export { WalletShortcutCard } from './WalletShortcutCard';
export { walletsPages } from './pages';
