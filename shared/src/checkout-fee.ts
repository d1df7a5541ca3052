/**
 * The payments provider's fee on a naira checkout, paid by the client on top of the amount so we
 * credit the amount whole. It models Paystack's published fee for Nigerian local cards and
 * transfers: 1.5 % of what is charged plus ₦100, the ₦100 waived when the charge is under ₦2,500,
 * and the whole fee capped at ₦2,000.
 *
 * The rounding rule, stated once: the provider's fee on a charge rounds UP to the whole kobo, and
 * the charge is the smallest whole-kobo figure whose fee leaves at least the amount. So the fee
 * the client sees is never less than what the provider keeps, and we never receive less than the
 * amount.
 */
export const CHECKOUT_FEE = {
  /** 1.5 %, in basis points. */
  rateBps: 150n,
  /** ₦100 in kobo. */
  flatMinor: 10_000n,
  /** Below a charge of ₦2,500 the ₦100 is waived. */
  flatWaivedBelowMinor: 250_000n,
  /** ₦2,000. */
  capMinor: 200_000n,
} as const;

const BPS = 10_000n;
const ceilDiv = (a: bigint, b: bigint) => (a + b - 1n) / b;

/** What the provider keeps of a charge of `chargeMinor` kobo. */
export function providerFeeOnCharge(chargeMinor: bigint): bigint {
  const { rateBps, flatMinor, flatWaivedBelowMinor, capMinor } = CHECKOUT_FEE;
  const flat = chargeMinor < flatWaivedBelowMinor ? 0n : flatMinor;
  const fee = ceilDiv(chargeMinor * rateBps, BPS) + flat;
  return fee > capMinor ? capMinor : fee;
}

/**
 * The fee a client pays on top of `amountMinor` kobo so that, once the provider keeps its fee
 * from the charge (amount + fee), the amount arrives whole.
 */
export function checkoutFee(amountMinor: bigint): bigint {
  if (amountMinor <= 0n) throw new RangeError('amount must be positive');
  const { rateBps, flatMinor, flatWaivedBelowMinor, capMinor } = CHECKOUT_FEE;
  // charge − ceil(charge × rate) − flat ≥ amount  ⟺  charge × (1 − rate) ≥ amount + flat.
  const grossUp = (flat: bigint) => ceilDiv((amountMinor + flat) * BPS, BPS - rateBps);
  let charge = grossUp(0n);
  if (charge >= flatWaivedBelowMinor) charge = grossUp(flatMinor);
  if (charge - amountMinor > capMinor) charge = amountMinor + capMinor;
  return charge - amountMinor;
}
