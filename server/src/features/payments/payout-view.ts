import { nigerianBank, type Payout } from '@titletrust/shared';
import type { bankAccounts, payouts } from '../../db/schema';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A payout as the API answers it, with the account it goes to. */
export const toPayout = (
  row: typeof payouts.$inferSelect,
  account: Pick<typeof bankAccounts.$inferSelect, 'bankCode' | 'accountNumber' | 'resolvedName'>,
): Payout => ({
  id: row.id,
  amountMinor: row.amountMinor.toString(),
  currency: row.currency,
  state: row.state,
  bankName: nigerianBank(account.bankCode)?.name ?? account.bankCode,
  accountNumber: account.accountNumber,
  accountName: account.resolvedName,
  failureReason: row.failureReason,
  providerStatus: row.providerStatus,
  requestedAt: row.requestedAt.toISOString(),
  processingAt: iso(row.processingAt),
  paidAt: iso(row.paidAt),
  failedAt: iso(row.failedAt),
  reversedAt: iso(row.reversedAt),
});
