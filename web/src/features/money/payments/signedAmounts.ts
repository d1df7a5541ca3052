import { formatMinor } from '../../../lib/moneyText';

export type Direction = 'in' | 'out' | 'none';

/** Which way a signed micro-USDC change went, read from the string so no digit is lost. */
export function directionOf(deltaMinor: string): Direction {
  if (deltaMinor.startsWith('-')) return 'out';
  return /[1-9]/.test(deltaMinor) ? 'in' : 'none';
}

/** "+630.00 USDC", "−700.00 USDC" (a true minus sign), "0.00 USDC". */
export function formatSignedMinor(deltaMinor: string): string {
  const direction = directionOf(deltaMinor);
  const magnitude = formatMinor(deltaMinor.replace(/^-/, ''));
  if (direction === 'in') return `+${magnitude}`;
  if (direction === 'out') return `\u2212${magnitude}`;
  return magnitude;
}
