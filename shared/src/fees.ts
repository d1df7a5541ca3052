/** Basis points: 1000 = 10 %. The platform fee is a setting (PLATFORM_FEE_BPS), 10 % by default. */
export const DEFAULT_PLATFORM_FEE_BPS = 1000;

/** One cent of USDC in micro-USDC: prices are whole cents (decision 051). */
export const MICROS_PER_CENT = 10_000n;

/**
 * How an amount (micro-USDC) splits between the professional and the platform: the fee rounds
 * half up to the cent (never more than the amount), and the two parts always add up to the
 * amount exactly. A price in whole cents so splits into whole cents, which is what every screen
 * shows (two decimals) and what the ledger moves, to the micro-unit (decision 051).
 */
export function splitPayout(amount: bigint, feeBps: number): { fee: bigint; payout: bigint } {
  if (amount < 0n) throw new RangeError('amount must not be negative');
  const perCent = 10_000n * MICROS_PER_CENT;
  const rounded = ((amount * BigInt(feeBps) + perCent / 2n) / perCent) * MICROS_PER_CENT;
  const fee = rounded > amount ? amount : rounded;
  return { fee, payout: amount - fee };
}
