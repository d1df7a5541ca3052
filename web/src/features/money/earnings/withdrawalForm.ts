import { ESCROW_LIMITS, ESCROW_MESSAGES } from '@titletrust/shared';
import { isAddress, zeroAddress } from 'viem';
import type { FieldErrors } from '../../../lib/fieldErrors';
import { formatMicros, microsFromUsdcText } from '../../../lib/usdcAmounts';

export interface WithdrawalValues {
  /** USDC as typed: "250", "1,250.50". */
  amount: string;
  address: string;
}

export interface WithdrawalRequest {
  amountMicros: string;
  destinationAddress: string;
}

/** The most a person may withdraw, in the same words the server uses when it refuses more. */
export const overAvailableMessage = (availableMicros: string) =>
  `You can withdraw at most ${formatMicros(availableMicros)}: that is your available balance.`;

function amountProblem(amount: string, availableMicros: string): string | undefined {
  const micros = microsFromUsdcText(amount);
  if (micros === undefined) return ESCROW_MESSAGES.amountInvalid;
  if (BigInt(micros) < ESCROW_LIMITS.withdrawalMinMicros) return ESCROW_MESSAGES.withdrawalMin;
  if (BigInt(micros) > BigInt(availableMicros)) return overAvailableMessage(availableMicros);
  return undefined;
}

/**
 * The checks the server makes, made first in the browser so a typo never reaches it: an EIP-55
 * checksum (when the address has mixed case) catches a mistyped character before money leaves.
 * Errors are keyed like the server's field paths, so both kinds show in the same place.
 */
export function checkWithdrawal(
  values: WithdrawalValues,
  availableMicros: string,
  /** The person's own TitleTrust deposit address, when known: sending there goes nowhere. */
  ownAddress?: string,
): { request: WithdrawalRequest } | { errors: FieldErrors } {
  const address = values.address.trim();
  const errors: FieldErrors = {
    amountMicros: amountProblem(values.amount, availableMicros),
    destinationAddress: !isAddress(address, { strict: true })
      ? ESCROW_MESSAGES.addressInvalid
      : address.toLowerCase() === zeroAddress
        ? ESCROW_MESSAGES.addressZero
        : address.toLowerCase() === ownAddress?.toLowerCase()
          ? ESCROW_MESSAGES.addressOwnWallet
          : undefined,
  };
  if (errors.amountMicros || errors.destinationAddress) return { errors };
  return {
    request: { amountMicros: microsFromUsdcText(values.amount)!, destinationAddress: address },
  };
}
