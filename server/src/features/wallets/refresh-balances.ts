import { CUSTODIAL_WALLET_MESSAGES } from '@titletrust/shared';
import { eq } from 'drizzle-orm';
import { userWallets } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import type { UserWallet, WalletDeps } from './ensure-custodial-wallet';

/**
 * Reads USDC and the native token from the provider and keeps them on the wallet row with the
 * time read (a pending wallet has nothing to read yet).
 */
export async function refreshBalances(
  { db, provider }: Pick<WalletDeps, 'db' | 'provider'>,
  row: UserWallet,
): Promise<UserWallet> {
  if (row.walletState === 'PENDING' || !row.circleWalletId || !row.walletAddress) return row;
  let balances;
  try {
    balances = await provider.getBalances({ id: row.circleWalletId, address: row.walletAddress });
  } catch {
    throw new AppError('SERVICE_UNAVAILABLE', CUSTODIAL_WALLET_MESSAGES.providerUnavailable);
  }
  const [updated] = await db
    .update(userWallets)
    .set({
      balanceUsdc: balances.usdc,
      balanceMatic: balances.native.toString(),
      balancesReadAt: new Date(),
      updatedAt: new Date(),
    })
    .where(eq(userWallets.id, row.id))
    .returning();
  return updated!;
}
