import { ESCROW_MESSAGES, faucetRequestSchema } from '@titletrust/shared';
import { minorFromText } from '../../../lib/moneyText';

export type FaucetAmountCheck = { ok: true; amountMinor: string } | { ok: false; error: string };

/** What the faucet form sends for the typed amount, or the shared message saying what is wrong. */
export function checkFaucetAmount(text: string): FaucetAmountCheck {
  const amountMinor = minorFromText(text);
  if (amountMinor === undefined) return { ok: false, error: ESCROW_MESSAGES.amountInvalid };
  const parsed = faucetRequestSchema.safeParse({ amountMinor });
  if (parsed.success) return { ok: true, amountMinor };
  return { ok: false, error: parsed.error.issues[0]?.message ?? ESCROW_MESSAGES.faucetRange };
}
