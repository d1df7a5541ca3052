/** Basis points: 1000 = 10 %. The platform fee is a setting (PLATFORM_FEE_BPS), 10 % by default. */
export const DEFAULT_PLATFORM_FEE_BPS = 1000;

/**
 * How an amount (micro-USDC) splits between the professional and the platform: the fee rounds
 * half up to the micro-unit, and the two parts always add up to the amount exactly.
 */
export function splitPayout(amount: bigint, feeBps: number): { fee: bigint; payout: bigint } {
  if (amount < 0n) throw new RangeError('amount must not be negative');
  const fee = (amount * BigInt(feeBps) + 5_000n) / 10_000n;
  return { fee, payout: amount - fee };
}
