import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { withdrawalAddresses } from '../../db/schema';
import { toWithdrawalAddress } from './withdrawal-address-view';

/** The outside addresses a user saved to withdraw USDC to, newest first. */
export async function listWithdrawalAddresses(db: Database, userId: string) {
  const rows = await db
    .select()
    .from(withdrawalAddresses)
    .where(eq(withdrawalAddresses.userId, userId))
    .orderBy(desc(withdrawalAddresses.addedAt));
  return { addresses: rows.map(toWithdrawalAddress) };
}
