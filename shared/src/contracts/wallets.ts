import { z } from 'zod';

export const CUSTODIAL_WALLET_MESSAGES = {
  pending:
    'Your wallet is being created. Creation will be retried automatically, and we will let you know when it is ready.',
  saveFailed: 'Failed to save wallet to database',
  providerUnavailable: 'The wallet provider could not be reached. Please try again in a moment.',
} as const;

export const WALLET_STATES = ['LIVE', 'FROZEN', 'PENDING'] as const;
export type WalletState = (typeof WALLET_STATES)[number];

/** Amounts travel as strings of integer base units (micro-USDC, wei): JSON has no bigint. */
const baseUnits = z.string().regex(/^\d+$/, 'An amount in integer base units');

export const custodialWalletSchema = z.object({
  state: z.enum(WALLET_STATES),
  address: z.string().nullable(),
  blockchain: z.string(),
  network: z.string(),
  provider: z.enum(['circle', 'local']),
  balances: z.object({
    usdc: baseUnits,
    native: baseUnits,
    nativeSymbol: z.string(),
    readAt: z.string().datetime().nullable(),
  }),
  createdAt: z.string().datetime(),
  /** Why the latest creation attempt failed, when the user should know (e.g. saveFailed). */
  problem: z.string().nullable(),
});
export type CustodialWallet = z.infer<typeof custodialWalletSchema>;

export const custodialWalletResponseSchema = z.object({ wallet: custodialWalletSchema.nullable() });

export const walletProviderHealthSchema = z.object({
  provider: z.enum(['circle', 'local']),
  ok: z.boolean(),
  detail: z.string(),
  latencyMs: z.number().nonnegative(),
  pendingWallets: z.number().int().nonnegative(),
});

export const providerWalletSchema = z.object({
  id: z.string(),
  address: z.string(),
  state: z.string(),
  blockchain: z.string(),
  accountType: z.string(),
  custodyType: z.string(),
  walletSetId: z.string().nullable(),
});
export type ProviderWalletView = z.infer<typeof providerWalletSchema>;

export const testWalletResponseSchema = z.object({ wallet: providerWalletSchema });

export const balanceLookupSchema = z.object({
  walletId: z.string().trim().min(1, 'Enter the wallet ID').uuid('Wallet IDs are UUIDs'),
  address: z
    .string()
    .trim()
    .min(1, 'Enter the wallet address')
    .regex(/^0x[0-9a-fA-F]{40}$/, 'An EVM address: 0x followed by 40 hex digits'),
});
export const balanceLookupResponseSchema = z.object({
  usdc: baseUnits,
  native: baseUnits,
  nativeSymbol: z.string(),
});
