import { destinationReceivesFrom, nigerianBank, type BankAccount } from '@titletrust/shared';
import type { bankAccounts } from '../../db/schema';

/** A saved bank account as the API answers it. */
export const toBankAccount = (row: typeof bankAccounts.$inferSelect): BankAccount => ({
  id: row.id,
  bankCode: row.bankCode,
  bankName: nigerianBank(row.bankCode)?.name ?? row.bankCode,
  accountNumber: row.accountNumber,
  resolvedName: row.resolvedName,
  state: row.state,
  approvalReason: row.approvalReason,
  createdAt: row.createdAt.toISOString(),
  receivesPayoutsFrom: destinationReceivesFrom(row.createdAt).toISOString(),
});
