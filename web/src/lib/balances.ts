import type { Balances, CurrencyCode } from '@titletrust/shared';
import { formatMinor } from './moneyText';

export type CurrencyBalances = Balances[number];

/**
 * The viewer's balances come one row per currency (naira always, first; another currency only
 * when they hold or have a contract in it). These read them without ever adding two currencies.
 */

/** A currency's row, or zeros when the viewer holds nothing in it. */
export function balanceIn(balances: Balances, currency: CurrencyCode): CurrencyBalances {
  return (
    balances.find((row) => row.currency === currency) ?? {
      currency,
      availableMinor: '0',
      withdrawalPendingMinor: '0',
      inEscrowMinor: '0',
      incomingEscrowMinor: '0',
    }
  );
}

/** Whether the viewer has anything at all in this currency (a row with a non-zero figure). */
export function holdsAny(balances: Balances, currency: CurrencyCode): boolean {
  const row = balances.find((entry) => entry.currency === currency);
  return (
    !!row &&
    [
      row.availableMinor,
      row.withdrawalPendingMinor,
      row.inEscrowMinor,
      row.incomingEscrowMinor,
    ].some((minor) => minor !== '0')
  );
}

/** "₦450,000.00 · 120.00 USDC": each currency's available balance, side by side, never summed. */
export function availableText(balances: Balances, separator = ' · '): string {
  return balances.map((row) => formatMinor(row.availableMinor, row.currency)).join(separator);
}

/**
 * "₦450,000.00 · 120.00 USDC": amounts of several currencies (a total per currency) as separate
 * figures, never summed; "₦0.00" when there are none.
 */
export function amountsText(
  amounts: readonly { currency: CurrencyCode; amountMinor: string }[],
  separator = ' · ',
): string {
  if (amounts.length === 0) return formatMinor('0', 'NGN');
  return amounts.map((entry) => formatMinor(entry.amountMinor, entry.currency)).join(separator);
}
