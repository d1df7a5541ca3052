import { formatUnits, formatUsdc, parseUnits, USDC_DECIMALS } from '@titletrust/shared';

/**
 * What a person typed as a USDC amount ("750", "1,250.50") as a string of integer micro-USDC,
 * exactly; undefined when it is not a non-negative amount with at most six decimals.
 */
export function microsFromUsdcText(text: string): string | undefined {
  const plain = text.replace(/[\s,]/g, '');
  if (plain === '') return undefined;
  const minor = parseUnits(plain, USDC_DECIMALS);
  if (minor === undefined || minor < 0n) return undefined;
  return minor.toString();
}

/** Micro-USDC back into the plain decimal text an amount field holds ("750.5"). */
export function usdcTextFromMinor(minor: string): string {
  return formatUnits(BigInt(minor), USDC_DECIMALS);
}

export function formatMinor(minor: string): string {
  return formatUsdc(BigInt(minor));
}

/** "750.00 USDC" for a fixed budget, "500.00 – 900.00 USDC" for a range. */
export function formatBudget(minMinor: string, maxMinor: string | null | undefined): string {
  if (!maxMinor || maxMinor === minMinor) return formatMinor(minMinor);
  return `${formatMinor(minMinor).replace(' USDC', '')} – ${formatMinor(maxMinor)}`;
}
