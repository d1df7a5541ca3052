import { PAYMENTS_MESSAGES } from '@titletrust/shared';

export type NairaAmount = { ok: true; minor: bigint } | { ok: false; error: string };

const TOO_MANY_DECIMALS = 'Naira has two decimals (kobo): enter at most two digits after the point';

/**
 * An amount as Nigerians type it — "350,000", "350000.50", "₦350,000", "NGN 350,000" — in kobo.
 * Commas must group thousands when there are any; more than two decimals, a minus sign or
 * letters are refused with a message, and the text typed stays as it is.
 */
export function parseNaira(text: string): NairaAmount {
  const plain = text.trim().replace(/^(₦|NGN|N)\s*/i, '');
  if (plain.startsWith('-')) return { ok: false, error: 'Enter an amount above zero' };
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?$/.exec(plain);
  if (!match) return { ok: false, error: PAYMENTS_MESSAGES.amountInvalid };
  const [, whole, fraction = ''] = match;
  if (fraction.length > 2) return { ok: false, error: TOO_MANY_DECIMALS };
  const digits = whole!.replace(/,/g, '');
  if (digits.length > 13) return { ok: false, error: PAYMENTS_MESSAGES.amountInvalid };
  const minor = BigInt(digits) * 100n + BigInt(fraction.padEnd(2, '0') || '0');
  if (minor === 0n) return { ok: false, error: 'Enter an amount above zero' };
  return { ok: true, minor };
}
