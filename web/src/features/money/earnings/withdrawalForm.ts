import {
  ESCROW_LIMITS,
  ESCROW_MESSAGES,
  readAmountText,
  WITHDRAWAL_ADDRESS_LABEL_MAX,
  type WithdrawalAddress,
  type WithdrawalAddressRequest,
} from '@titletrust/shared';
import { isAddress, zeroAddress } from 'viem';
import type { FieldErrors } from '../../../lib/fieldErrors';
import { formatMinor } from '../../../lib/moneyText';

/** A withdrawal out of the custodial wallet: USDC on-chain (naira goes out to a bank account). */
export interface WithdrawalValues {
  /** USDC as typed: "250", "1,250.50", "250 USDC". */
  amount: string;
  address: string;
}

export interface WithdrawalRequest {
  amountMinor: string;
  destinationAddress: string;
}

/** The most a person may withdraw, in the same words the server uses when it refuses more. */
export const overAvailableMessage = (availableMinor: string) =>
  `You can withdraw at most ${formatMinor(availableMinor, 'USDC')}: that is your available balance.`;

/** The typed amount in micro-USDC, or what is wrong with it. */
function readAmount(
  amount: string,
  availableMinor: string,
): { minor: bigint; problem?: undefined } | { problem: string } {
  const read = readAmountText(amount, 'USDC');
  if (!read.ok) return { problem: read.message };
  if (read.minor < ESCROW_LIMITS.withdrawalMinMinor)
    return { problem: ESCROW_MESSAGES.withdrawalMin };
  if (read.minor > BigInt(availableMinor)) return { problem: overAvailableMessage(availableMinor) };
  return { minor: read.minor };
}

/** Whether a saved address may receive a withdrawal now (the server's rule, for what is offered). */
export const receivesNow = (address: WithdrawalAddress, now: Date) =>
  Date.parse(address.receivesFrom) <= now.getTime();

/**
 * What is wrong with an outside address, in the server's words, or undefined: an EIP-55
 * checksum (when the address has mixed case) catches a mistyped character before it is saved.
 */
export function addressProblem(address: string, ownAddress?: string): string | undefined {
  if (!isAddress(address, { strict: true })) return ESCROW_MESSAGES.addressInvalid;
  if (address.toLowerCase() === zeroAddress) return ESCROW_MESSAGES.addressZero;
  if (address.toLowerCase() === ownAddress?.toLowerCase()) return ESCROW_MESSAGES.addressOwnWallet;
  return undefined;
}

/** A new withdrawal address and its optional label, checked as the server will. */
export function checkNewAddress(
  values: { address: string; label: string },
  ownAddress?: string,
): { request: WithdrawalAddressRequest } | { errors: FieldErrors } {
  const address = values.address.trim();
  const label = values.label.trim();
  const errors: FieldErrors = {
    address: addressProblem(address, ownAddress),
    label:
      label.length > WITHDRAWAL_ADDRESS_LABEL_MAX
        ? `Keep the label to ${WITHDRAWAL_ADDRESS_LABEL_MAX} characters or fewer`
        : undefined,
  };
  if (errors.address || errors.label) return { errors };
  return { request: label ? { address, label } : { address } };
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
  const amount = readAmount(values.amount, availableMinor);
  const errors: FieldErrors = {
    amountMinor: amount.problem,
    destinationAddress: addressProblem(address, ownAddress),
  };
  if (amount.problem !== undefined || errors.destinationAddress) return { errors };
  return { request: { amountMinor: amount.minor.toString(), destinationAddress: address } };
}
