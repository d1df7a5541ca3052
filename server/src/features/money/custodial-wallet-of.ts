import { eq } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { userWallets } from '../../db/schema';
import { AppError } from '../../platform/app-error';

/** The user's live custodial wallet: its provider id and address. */
export async function liveWalletOf(db: Database | Tx, userId: string) {
  const [wallet] = await db
    .select({
      providerWalletId: userWallets.circleWalletId,
      address: userWallets.walletAddress,
      state: userWallets.walletState,
    })
    .from(userWallets)
    .where(eq(userWallets.userId, userId));
  if (!wallet || wallet.state !== 'LIVE' || !wallet.providerWalletId || !wallet.address)
    throw new AppError(
      'CONFLICT',
      'Your custodial wallet is still being created. Please try again in a few minutes.',
    );
  return { providerWalletId: wallet.providerWalletId, address: wallet.address };
}
