import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bankAccounts, payouts } from '../../db/schema';
import { toPayout } from './payout-view';

const SHOWN = 50;

/** A professional's latest naira payouts, newest first, with each state's time. */
export async function listPayouts(db: Database, userId: string) {
  const rows = await db
    .select({ payout: payouts, account: bankAccounts })
    .from(payouts)
    .innerJoin(bankAccounts, eq(bankAccounts.id, payouts.bankAccountId))
    .where(eq(payouts.userId, userId))
    .orderBy(desc(payouts.requestedAt))
    .limit(SHOWN);
  return { payouts: rows.map(({ payout, account }) => toPayout(payout, account)) };
}
