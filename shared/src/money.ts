/**
 * Money is integer micro-units of USDC (6 decimals) held in bigint: never a float. The native
 * token (POL, formerly MATIC) has 18 decimals and is held in wei.
 */
export const USDC_DECIMALS = 6;
export const NATIVE_DECIMALS = 18;

/** Formats integer base units as a decimal string, trimming trailing zeros (1_500_000n → "1.5"). */
export function formatUnits(amount: bigint, decimals: number): string {
  const negative = amount < 0n;
  const digits = (negative ? -amount : amount).toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** Parses a decimal string into integer base units exactly; undefined when it is not a number. */
export function parseUnits(text: string, decimals: number): bigint | undefined {
  const match = /^(-)?(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return undefined;
  const [, sign, whole, fraction = ''] = match;
  if (fraction.length > decimals && /[1-9]/.test(fraction.slice(decimals))) return undefined;
  const units = BigInt(whole! + fraction.slice(0, decimals).padEnd(decimals, '0'));
  return sign ? -units : units;
}

/** "1,234.50 USDC": two decimals at least, grouped thousands, for people to read. */
export function formatUsdc(micro: bigint): string {
  const [whole, fraction = ''] = formatUnits(micro, USDC_DECIMALS).split('.');
  // A comma before every third digit from the right: the en-US grouping, without building a
  // locale formatter on every call (money notices format amounts on the hot path).
  const grouped = whole!.replace(/\B(?=(\d{3})+$)/g, ',');
  return `${grouped}.${fraction.padEnd(2, '0')} USDC`;
}
