import { ESCROW_MESSAGES, formatUsdc } from '@titletrust/shared';
import { getAddress, isAddress, zeroAddress } from 'viem';
import { walletTransfers } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import type { Tx } from '../../db/client';
import { available, withdrawalHold, postEntry } from '../ledger';
import { liveWalletOf } from './custodial-wallet-of';

const addressProblem = (message: string) =>
  new AppError('VALIDATION_FAILED', message, [{ path: 'destinationAddress', message }]);

/**
 * An address people can send to: 0x and 40 hex digits whose mixed case, if any, is a correct
 * EIP-55 checksum; never the zero address nor the user's own custodial wallet.
 */
export function checkedDestination(text: string, ownAddress: string): `0x${string}` {
  if (!isAddress(text, { strict: true })) throw addressProblem(ESCROW_MESSAGES.addressInvalid);
  const address = getAddress(text);
  if (address === zeroAddress) throw addressProblem(ESCROW_MESSAGES.addressZero);
  if (address === getAddress(ownAddress)) throw addressProblem(ESCROW_MESSAGES.addressOwnWallet);
  return address;
}

/**
 * A user sends available USDC to an address outside: the amount moves to a withdrawal hold at
 * once (so it cannot be spent twice) and a job hands it to the wallet provider after commit.
 */
export async function requestWithdrawal(
  tx: Tx,
  provider: { name: 'circle' | 'local' },
  userId: string,
  request: { amountMinor: bigint; destinationAddress: string },
) {
  const wallet = await liveWalletOf(tx, userId);
  const destination = checkedDestination(request.destinationAddress, wallet.address);
  const [transfer] = await tx
    .insert(walletTransfers)
    .values({
      userId,
      direction: 'withdrawal',
      provider: provider.name,
      source: 'payout',
      amountMinor: request.amountMinor,
      destinationAddress: destination,
      state: 'pending',
    })
    .returning();
  await postEntry(tx, {
    // The wallet rail carries USDC only.
    currency: 'USDC',
    kind: 'withdrawal_hold',
    lines: [
      { account: available(userId), amount: -request.amountMinor },
      { account: withdrawalHold(userId), amount: request.amountMinor },
    ],
    userId,
    transferId: transfer!.id,
    memo: `To ${destination}`,
    shortMessage: (short) =>
      `You can withdraw at most ${formatUsdc(request.amountMinor - short)}: that is your available balance.`,
  });
  return transfer!;
}
