import { z } from 'zod';

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

/** Longest validity a sign-in message may claim, and how old its issue time may be. */
export const SIWE_MAX_VALIDITY_SECONDS = 10 * 60;

export const walletNonceResponseSchema = z.object({ nonce: z.string() });

export const walletSignatureSchema = z.object({
  message: z.string().min(1).max(4000),
  signature: z.string().regex(/^0x[0-9a-fA-F]+$/, 'The signature must be hex-encoded'),
});
export type WalletSignature = z.infer<typeof walletSignatureSchema>;

export const linkedWalletSchema = z.object({
  address: z.string(),
  chainId: z.number().int(),
  isPrimary: z.boolean(),
  createdAt: z.string().datetime(),
});
export const linkedWalletsResponseSchema = z.object({ wallets: z.array(linkedWalletSchema) });
export type LinkedWallet = z.infer<typeof linkedWalletSchema>;

export const googleSignInRequestSchema = z.object({
  accountType: z.enum(['client', 'professional']).optional(),
});
export const googleSignInResponseSchema = z.object({ url: z.string().url() });

/** What the browser needs to know about this installation before anyone signs in. */
export const appConfigSchema = z.object({
  demoMode: z.boolean(),
  /** The platform fee on released escrow, in basis points (1000 = 10 %). */
  platformFeeBps: z.number().int().min(0).max(10_000),
  googleSignIn: z.object({ enabled: z.boolean() }),
  /** The test-USDC faucet on /wallet/funding: demo mode on a test network only. */
  faucet: z.object({ enabled: z.boolean() }),
  wallet: z.object({
    chainIds: z.array(z.number().int().positive()),
    defaultChainId: z.number().int().positive(),
  }),
});
export type AppConfig = z.infer<typeof appConfigSchema>;
