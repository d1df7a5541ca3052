import { GIG_LIMITS, MICROS_PER_CENT, splitPayout } from '@titletrust/shared';
import { formatMinor, minorFromText } from '../../../lib/moneyText';

export type PayoutPreviewState =
  /** No price yet, or one outside the limits: nothing to preview. */
  | { kind: 'outOfRange' }
  /** More than two decimals: prices are whole cents (decision 051). */
  | { kind: 'notCents' }
  | { kind: 'split'; price: string; fee: string; payout: string };

/**
 * The preview of a typed price, split as the server splits it (splitPayout): a price in whole
 * cents pays out in whole cents, so the two decimals shown are, to the micro-unit, what the
 * escrow release pays.
 */
export function payoutPreviewOf(amount: string, feeBps: number): PayoutPreviewState {
  const minor = minorFromText(amount);
  const price = minor === undefined ? 0n : BigInt(minor);
  if (price < GIG_LIMITS.budgetMinMinor || price > GIG_LIMITS.budgetMaxMinor) {
    return { kind: 'outOfRange' };
  }
  if (price % MICROS_PER_CENT !== 0n) return { kind: 'notCents' };
  const { fee, payout } = splitPayout(price, feeBps);
  return {
    kind: 'split',
    price: formatMinor(price.toString()),
    fee: formatMinor(fee.toString()),
    payout: formatMinor(payout.toString()),
  };
}
