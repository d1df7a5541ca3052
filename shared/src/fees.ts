import { CURRENCIES, type CurrencyCode } from './money';

/** Basis points: 1000 = 10 %. The platform fee is a setting (PLATFORM_FEE_BPS), 10 % by default. */
export const DEFAULT_PLATFORM_FEE_BPS = 1000;

/**
 * How an amount splits between the professional and the platform, in the contract's currency's
 * minor units. The one rounding rule: the fee rounds half up to the currency's price step (a
 * kobo for naira, a cent for USDC), never above the amount, and the two parts always add up to
 * the amount exactly. A price in whole steps so splits into whole steps, which is what every
 * screen shows (two decimals) and what the ledger moves (decision 055).
 */
export function splitPayout(
  amount: bigint,
  feeBps: number,
  currency: CurrencyCode,
): { fee: bigint; payout: bigint } {
  if (amount < 0n) throw new RangeError('amount must not be negative');
  const step = CURRENCIES[currency].priceStep;
  const perStep = 10_000n * step;
  const rounded = ((amount * BigInt(feeBps) + perStep / 2n) / perStep) * step;
  const fee = rounded > amount ? amount : rounded;
  return { fee, payout: amount - fee };
}
