import { ESCROW_LIMITS, ESCROW_MESSAGES } from '@titletrust/shared';
import { isAddress, zeroAddress } from 'viem';
import type { FieldErrors } from '../../../lib/fieldErrors';
import { formatMinor, minorFromText } from '../../../lib/moneyText';

export interface WithdrawalValues {
  /** USDC as typed: "250", "1,250.50". */
  amount: string;
  address: string;
}

export interface WithdrawalRequest {
  amountMinor: string;
  destinationAddress: string;
}

/** The most a person may withdraw, in the same words the server uses when it refuses more. */
export const overAvailableMessage = (availableMinor: string) =>
  `You can withdraw at most ${formatMinor(availableMinor)}: that is your available balance.`;

function amountProblem(amount: string, availableMinor: string): string | undefined {
  const minor = minorFromText(amount);
  if (minor === undefined) return ESCROW_MESSAGES.amountInvalid;
  if (BigInt(minor) < ESCROW_LIMITS.withdrawalMinMinor) return ESCROW_MESSAGES.withdrawalMin;
  if (BigInt(minor) > BigInt(availableMinor)) return overAvailableMessage(availableMinor);
  return undefined;
}

/**
 * The checks the server makes, made first in the browser so a typo never reaches it: an EIP-55
 * checksum (when the address has mixed case) catches a mistyped character before money leaves.
 * Errors are keyed like the server's field paths, so both kinds show in the same place.
 */
export function checkWithdrawal(
  values: WithdrawalValues,
  availableMinor: string,
  /** The person's own TitleTrust deposit address, when known: sending there goes nowhere. */
  ownAddress?: string,
): { request: WithdrawalRequest } | { errors: FieldErrors } {
  const address = values.address.trim();
  const errors: FieldErrors = {
    amountMinor: amountProblem(values.amount, availableMinor),
    destinationAddress: !isAddress(address, { strict: true })
      ? ESCROW_MESSAGES.addressInvalid
      : address.toLowerCase() === zeroAddress
        ? ESCROW_MESSAGES.addressZero
        : address.toLowerCase() === ownAddress?.toLowerCase()
          ? ESCROW_MESSAGES.addressOwnWallet
          : undefined,
  };
  if (errors.amountMinor || errors.destinationAddress) return { errors };
  return {
    request: { amountMinor: minorFromText(values.amount)!, destinationAddress: address },
  };
}
