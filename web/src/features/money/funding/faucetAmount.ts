import { ESCROW_MESSAGES, faucetRequestSchema, readAmountText } from '@titletrust/shared';

export type FaucetAmountCheck = { ok: true; amountMinor: string } | { ok: false; error: string };

/**
 * What the faucet form sends for the typed amount (always USDC: the faucet gives test USDC), or
 * a message saying what is wrong: the shared reader's for what is not an amount, the faucet's
 * range for one outside it.
 */
export function checkFaucetAmount(text: string): FaucetAmountCheck {
  const read = readAmountText(text, 'USDC');
  if (!read.ok) return { ok: false, error: read.message };
  const amountMinor = read.minor.toString();
  const parsed = faucetRequestSchema.safeParse({ amountMinor });
  if (parsed.success) return { ok: true, amountMinor };
  return { ok: false, error: parsed.error.issues[0]?.message ?? ESCROW_MESSAGES.faucetRange };
}
