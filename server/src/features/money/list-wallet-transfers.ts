import type { WalletTransfer } from '@titletrust/shared';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { walletTransfers } from '../../db/schema';
import { toWalletTransfer } from './wallet-transfer-view';

/** The wallet's deposits and withdrawals, newest first, with the provider's ids. */
export async function listWalletTransfers(db: Database, userId: string): Promise<WalletTransfer[]> {
  const rows = await db
    .select()
    .from(walletTransfers)
    .where(eq(walletTransfers.userId, userId))
    .orderBy(desc(walletTransfers.createdAt))
    .limit(200);
  return rows.map(toWalletTransfer);
}
