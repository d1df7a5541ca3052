import { z } from 'zod';

/** An amount of micro-USDC as JSON carries it. */
const micros = z.string().regex(/^\d+$/);

/**
 * The viewer's balances, which the header shows on every signed-in page: a module of its own, so
 * reading them does not build the contract and money-movement schemas too.
 */
export const balancesSchema = z.object({
  /** Free to fund contracts or withdraw. */
  availableMicros: micros,
  /** Withdrawals on their way out. */
  withdrawalPendingMicros: micros,
  /** As client: escrow held for the viewer's funded contracts. */
  inEscrowMicros: micros,
  /** As professional: escrow held for contracts that will pay the viewer, before the fee. */
  incomingEscrowMicros: micros,
});
export type Balances = z.infer<typeof balancesSchema>;
