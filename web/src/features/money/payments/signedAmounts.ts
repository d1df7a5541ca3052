import type { CurrencyCode } from '@titletrust/shared';
import { formatMinor } from '../../../lib/moneyText';

export type Direction = 'in' | 'out' | 'none';

/** Which way a signed change in minor units went, read from the string so no digit is lost. */
export function directionOf(deltaMinor: string): Direction {
  if (deltaMinor.startsWith('-')) return 'out';
  return /[1-9]/.test(deltaMinor) ? 'in' : 'none';
}

/** "+₦350,000.00", "−700.00 USDC" (a true minus sign), "0.00 USDC": in the movement's currency. */
export function formatSignedMinor(deltaMinor: string, currency: CurrencyCode): string {
  const direction = directionOf(deltaMinor);
  const magnitude = formatMinor(deltaMinor.replace(/^-/, ''), currency);
  if (direction === 'in') return `+${magnitude}`;
  if (direction === 'out') return `\u2212${magnitude}`;
  return magnitude;
}
