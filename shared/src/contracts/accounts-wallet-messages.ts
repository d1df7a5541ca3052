// Apart from the schemas in ./accounts, without zod, so the header's wallet button can use them
// without loading zod with the first page (decision 033).

export const WALLET_MESSAGES = {
  noWallet: 'No Ethereum wallet detected. Please install MetaMask to continue.',
  metaMaskNotFound: 'MetaMask not found among installed wallets...',
  otherWalletNotSupported:
    'Please use MetaMask for authentication. Other wallets are not supported.',
  connectionInProgress: 'MetaMask connection already in progress. Please wait.',
  locked: 'MetaMask is locked. Please unlock it and try again.',
  connectFailed: 'Failed to connect to MetaMask',
  userRejected: 'Connection cancelled. Please try again to connect with MetaMask.',
  requestPending: 'MetaMask is already processing a request...',
  internalError: 'Internal error occurred. Please refresh the page and try again.',
  noAccounts: 'No accounts found...',
  verifyFailed: 'Failed to verify Ethereum signature',
  noPendingProfile: 'No pending MetaMask profile to complete',
  walletTaken: 'This wallet is already linked to another account.',
  googleFailed: 'Failed to initiate Google login',
} as const;

/** EIP-1193 error codes the spec names (§8). */
export const WALLET_ERROR_CODES = {
  userRejected: 4001,
  requestPending: -32002,
  internalError: -32603,
} as const;
