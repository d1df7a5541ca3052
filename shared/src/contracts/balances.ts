import { z } from 'zod';
import { currencyField, minorAmount } from './fields';

/** The viewer's balances in one currency. */
export const currencyBalancesSchema = z.object({
  currency: currencyField,
  /** Free to fund contracts or withdraw. */
  availableMinor: minorAmount,
  /** Withdrawals on their way out. */
  withdrawalPendingMinor: minorAmount,
  /** As client: escrow held for the viewer's funded contracts. */
  inEscrowMinor: minorAmount,
  /** As professional: escrow held for contracts that will pay the viewer, before the fee. */
  incomingEscrowMinor: minorAmount,
});
export type CurrencyBalances = z.infer<typeof currencyBalancesSchema>;

/**
 * The viewer's balances, which the header shows on every signed-in page, one row per currency
 * they hold or have a contract in (naira always, first), never summed across currencies: a module
 * of its own, so reading them does not build the contract and money-movement schemas too.
 */
export const balancesSchema = z.array(currencyBalancesSchema);
export type Balances = z.infer<typeof balancesSchema>;
