import type { WithdrawalAddress, WithdrawalAddressRequest } from '@titletrust/shared';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { userWallets, withdrawalAddresses } from '../../db/schema';
import { announcePayoutDestination, type AnnounceDeps } from '../security';
import { checkedDestination } from './request-withdrawal';
import { toWithdrawalAddress } from './withdrawal-address-view';

/**
 * Saves an outside address to withdraw USDC to. It receives withdrawals PAYOUT_HOLD_HOURS after
 * it was first saved, and its owner is e-mailed at once with a "This wasn't me" link (issue 50).
 * Saving an address already saved changes nothing, its clock least of all: saving it again must
 * not be a way to reset, or to hide, when it was added.
 */
export async function addWithdrawalAddress(
  deps: { db: Database } & AnnounceDeps,
  userId: string,
  request: WithdrawalAddressRequest,
  ipAddress: string | null,
): Promise<{ address: WithdrawalAddress; added: boolean }> {
  const { db } = deps;
  const [wallet] = await db
    .select({ address: userWallets.walletAddress })
    .from(userWallets)
    .where(eq(userWallets.userId, userId));
  const address = checkedDestination(request.address, wallet?.address ?? null, 'address');
  const lower = address.toLowerCase();
  const { row, added, announced } = await db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(withdrawalAddresses)
      .values({ userId, address: lower, label: request.label || null })
      .onConflictDoNothing()
      .returning();
    if (!inserted) {
      const [saved] = await tx
        .select()
        .from(withdrawalAddresses)
        .where(and(eq(withdrawalAddresses.userId, userId), eq(withdrawalAddresses.address, lower)));
      return { row: saved!, added: false, announced: null };
    }
    const announced = await announcePayoutDestination(tx, deps, {
      userId,
      ipAddress,
      addedAt: inserted.addedAt,
      destination: {
        type: 'withdrawal_address',
        id: inserted.id,
        address,
        label: inserted.label,
      },
    });
    return { row: inserted, added: true, announced };
  });
  await announced?.send();
  return { address: toWithdrawalAddress(row), added };
}
