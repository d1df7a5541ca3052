import { z } from 'zod';

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
