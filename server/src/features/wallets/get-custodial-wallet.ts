import type { CustodialWallet } from '@titletrust/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { userWallets } from '../../db/schema';
import type { UserWallet } from './ensure-custodial-wallet';
import { NETWORK_LABELS } from './providers/wallet-provider';

export function toCustodialWallet(row: UserWallet): CustodialWallet {
  const labels = NETWORK_LABELS[row.blockchain] ?? {
    network: row.blockchain,
    nativeSymbol: 'native',
  };
  return {
    state: row.walletState,
    address: row.walletAddress,
    blockchain: row.blockchain,
    network: labels.network,
    provider: row.provider,
    balances: {
      usdc: row.balanceUsdc.toString(),
      native: row.balanceMatic,
      nativeSymbol: labels.nativeSymbol,
      readAt: row.balancesReadAt?.toISOString() ?? null,
    },
    createdAt: row.createdAt.toISOString(),
  };
}

export async function findUserWallet(
  db: Database,
  userId: string,
): Promise<UserWallet | undefined> {
  const [row] = await db.select().from(userWallets).where(eq(userWallets.userId, userId));
  return row;
}
