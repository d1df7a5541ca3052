import { z } from 'zod';

// The messages and codes live apart from the schemas so the header's wallet button can use them
// without loading zod with the first page (decision 033).
export { WALLET_ERROR_CODES, WALLET_MESSAGES } from './wallet-messages';

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
