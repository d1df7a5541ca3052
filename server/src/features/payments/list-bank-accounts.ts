import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bankAccounts } from '../../db/schema';
import { toBankAccount } from './bank-account-view';

/** A user's saved bank accounts, newest first. */
export async function listBankAccounts(db: Database, userId: string) {
  const rows = await db
    .select()
    .from(bankAccounts)
    .where(eq(bankAccounts.userId, userId))
    .orderBy(desc(bankAccounts.createdAt));
  return { accounts: rows.map(toBankAccount) };
}
