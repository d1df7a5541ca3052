import {
  destinationReceivesFrom,
  ESCROW_MESSAGES,
  formatUsdc,
  PAYOUT_HOLD_MESSAGES,
} from '@titletrust/shared';
import { and, eq } from 'drizzle-orm';
import { getAddress, isAddress, zeroAddress } from 'viem';
import { walletTransfers, withdrawalAddresses } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import type { Tx } from '../../db/client';
import { available, withdrawalHold, postEntry } from '../ledger';
import { checkPayoutHolds, refuseYoungDestination } from '../security';
import { liveWalletOf } from './custodial-wallet-of';

const addressProblem = (message: string, field: string) =>
  new AppError('VALIDATION_FAILED', message, [{ path: field, message }]);

/**
 * An address people can send to: 0x and 40 hex digits whose mixed case, if any, is a correct
 * EIP-55 checksum; never the zero address nor the user's own custodial wallet.
 */
export function checkedDestination(
  text: string,
  ownAddress: string | null,
  field = 'destinationAddress',
): `0x${string}` {
  if (!isAddress(text, { strict: true }))
    throw addressProblem(ESCROW_MESSAGES.addressInvalid, field);
  const address = getAddress(text);
  if (address === zeroAddress) throw addressProblem(ESCROW_MESSAGES.addressZero, field);
  if (ownAddress && address === getAddress(ownAddress))
    throw addressProblem(ESCROW_MESSAGES.addressOwnWallet, field);
  return address;
}

/**
 * A user sends available USDC to an address outside: the amount moves to a withdrawal hold at
 * once (so it cannot be spent twice) and a job hands it to the wallet provider after commit.
 * Only to an address they saved at least PAYOUT_HOLD_HOURS ago, and never while payouts are
 * frozen or wait after a password reset: those holds are read in this transaction, under the
 * holds row's lock, so a freeze cannot be raced.
 */
export async function requestWithdrawal(
  tx: Tx,
  provider: { name: 'circle' | 'local' },
  userId: string,
  request: { amountMinor: bigint; destinationAddress: string },
) {
  const wallet = await liveWalletOf(tx, userId);
  const destination = checkedDestination(request.destinationAddress, wallet.address);
  await checkPayoutHolds(tx, userId);
  const [saved] = await tx
    .select({ addedAt: withdrawalAddresses.addedAt })
    .from(withdrawalAddresses)
    .where(
      and(
        eq(withdrawalAddresses.userId, userId),
        eq(withdrawalAddresses.address, destination.toLowerCase()),
      ),
    );
  if (!saved) throw addressProblem(PAYOUT_HOLD_MESSAGES.addressNotSaved, 'destinationAddress');
  refuseYoungDestination(destinationReceivesFrom(saved.addedAt), {
    message: PAYOUT_HOLD_MESSAGES.addressHeld,
    field: 'destinationAddress',
  });
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
