// What the rest of the app may use of accounts: everything else is the feature's own.
export {
  ROLE_LABELS,
  VERIFICATION_COLORS,
  VERIFICATION_LABELS,
  hasVerification,
} from './accountLabels';
export { signInErrorMessage, useSignIn } from './login/useSignIn';
export { AccountSummaryCard } from './profile/AccountSummaryCard';
export { DeviceSessionsCard } from './profile/DeviceSessionsCard';
export { EmailAddressCard } from './profile/EmailAddressCard';
export { EmailVerificationNotice } from './profile/EmailVerificationNotice';
export { PasswordCard } from './profile/PasswordCard';
export { owesTwoFactor } from './session/owesTwoFactor';
export { RequireAccess } from './session/RequireAccess';
export { TwoFactorCard } from './two-factor/TwoFactorCard';
export { useAuthSync } from './session/useAuthSync';
export { SESSION_QUERY_KEY, useSession } from './session/useSession';
export { useSignOut } from './session/useSignOut';
export type { ConnectedWallet } from './wallet/connectMetaMask';
export { ConnectWalletButton } from './wallet/ConnectWalletButton';
export { LinkedWalletsCard } from './wallet/linked-wallets/LinkedWalletsCard';
export { runExclusiveWalletAttempt } from './wallet/walletAttempt';
export { walletFailureMessage } from './wallet/walletFailureMessage';
export {
  accountsPages,
  loadCompleteProfileModal,
  loadConnectMetaMask,
  loadFreshCheckPrompt,
  loadSignPersonalMessage,
} from './pages';
