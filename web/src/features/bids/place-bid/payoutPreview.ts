import {
  BUDGET_LIMITS,
  CURRENCIES,
  formatAmountText,
  readAmountText,
  splitPayout,
  type CurrencyCode,
} from '@titletrust/shared';
import { formatMinor } from '../../../lib/moneyText';

export type PayoutPreviewState =
  /** No price yet, or one outside the limits: nothing to preview. */
  | { kind: 'outOfRange' }
  /** Finer than the currency's price step: prices are whole cents in USDC (decision 051). */
  | { kind: 'notStep' }
  | { kind: 'split'; price: string; fee: string; payout: string };

/**
 * The preview of a typed price in the gig's currency, split as the server splits it
 * (splitPayout): a price in whole steps (kobo, cents) pays out in whole steps, so the two
 * decimals shown are, to the minor unit, what the escrow release pays.
 */
export function payoutPreviewOf(
  amount: string,
  feeBps: number,
  currency: CurrencyCode,
): PayoutPreviewState {
  const read = readAmountText(amount, currency);
  const price = read.ok ? read.minor : 0n;
  const { min, max } = BUDGET_LIMITS[currency];
  if (price < min || price > max) return { kind: 'outOfRange' };
  if (price % CURRENCIES[currency].priceStep !== 0n) return { kind: 'notStep' };
  const { fee, payout } = splitPayout(price, feeBps, currency);
  return {
    kind: 'split',
    price: formatMinor(price.toString(), currency),
    fee: formatMinor(fee.toString(), currency),
    payout: formatMinor(payout.toString(), currency),
  };
}

/** The prices a bid may ask, as people write them ("₦5,000 to ₦1,500,000,000"). */
export function priceRangeText(currency: CurrencyCode): string {
  const { min, max } = BUDGET_LIMITS[currency];
  const { symbol } = CURRENCIES[currency];
  const figure = (minor: bigint) => formatAmountText(minor, currency);
  return symbol
    ? `${symbol}${figure(min)} to ${symbol}${figure(max)}`
    : `${figure(min)} to ${figure(max)} ${currency}`;
}
