import { CUSTODIAL_WALLET_MESSAGES, type CustodialWallet } from '@titletrust/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { userWallets } from '../../db/schema';
import type { UserWallet } from './ensure-custodial-wallet';
import { NETWORK_LABELS } from './providers/wallet-provider';

/**
 * last_error holds the provider's or the database's own words, which are for us; the user hears
 * only our message for a failed save (ensureCustodialWallet prefixes it). A provider failure is
 * already covered by the PENDING state's "creation will be retried".
 */
function problemOf(row: UserWallet): string | null {
  const saveFailed = CUSTODIAL_WALLET_MESSAGES.saveFailed;
  return row.walletState === 'PENDING' && row.lastError?.startsWith(saveFailed) ? saveFailed : null;
}

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
    problem: problemOf(row),
  };
}

export async function findUserWallet(
  db: Database,
  userId: string,
): Promise<UserWallet | undefined> {
  const [row] = await db.select().from(userWallets).where(eq(userWallets.userId, userId));
  return row;
}
