import { formatUnits, formatUsdc, parseUnits, USDC_DECIMALS } from '@titletrust/shared';

/**
 * What a person typed as a USDC amount ("750", "1,250.50") as a string of integer micro-USDC,
 * exactly; undefined when it is not a non-negative amount with at most six decimals.
 */
export function microsFromUsdcText(text: string): string | undefined {
  const plain = text.replace(/[\s,]/g, '');
  if (plain === '') return undefined;
  const micros = parseUnits(plain, USDC_DECIMALS);
  if (micros === undefined || micros < 0n) return undefined;
  return micros.toString();
}

/** Micro-USDC back into the plain decimal text an amount field holds ("750.5"). */
export function usdcTextFromMicros(micros: string): string {
  return formatUnits(BigInt(micros), USDC_DECIMALS);
}

export function formatMicros(micros: string): string {
  return formatUsdc(BigInt(micros));
}

/** "750.00 USDC" for a fixed budget, "500.00 – 900.00 USDC" for a range. */
export function formatBudget(minMicros: string, maxMicros: string | null | undefined): string {
  if (!maxMicros || maxMicros === minMicros) return formatMicros(minMicros);
  return `${formatMicros(minMicros).replace(' USDC', '')} – ${formatMicros(maxMicros)}`;
}
