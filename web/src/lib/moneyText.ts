import {
  formatAmountText,
  formatMoney,
  readAmountText,
  type CurrencyCode,
} from '@titletrust/shared';

/**
 * Amounts between the API (strings of integer minor units, beside their currency) and people:
 * every amount a page shows or reads goes through here, with the currency of the record it
 * belongs to. Never a sum across currencies.
 */

/** What a person typed as an amount, as a string of integer minor units; undefined if not one. */
export function minorFromText(text: string, currency: CurrencyCode): string | undefined {
  const read = readAmountText(text, currency, { allowZero: true });
  return read.ok ? read.minor.toString() : undefined;
}

/** Minor units back into the text an amount field holds ("350,000.50"). */
export function textFromMinor(minor: string, currency: CurrencyCode): string {
  return formatAmountText(BigInt(minor), currency);
}

/** "₦350,000.00" or "750.00 USDC". */
export function formatMinor(minor: string, currency: CurrencyCode): string {
  return formatMoney(BigInt(minor), currency);
}

/** "₦350,000.00" for a fixed budget, "₦250,000.00 – ₦500,000.00" or "500.00 – 900.00 USDC". */
export function formatBudget(
  minMinor: string,
  maxMinor: string | null | undefined,
  currency: CurrencyCode,
): string {
  if (!maxMinor || maxMinor === minMinor) return formatMinor(minMinor, currency);
  const low = formatMinor(minMinor, currency);
  return `${currency === 'USDC' ? low.replace(' USDC', '') : low} – ${formatMinor(maxMinor, currency)}`;
}
