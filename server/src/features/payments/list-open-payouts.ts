import { nigerianBank, type OpenPayout } from '@titletrust/shared';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bankAccounts, payouts, users } from '../../db/schema';

const SHOWN = 100;

/**
 * Payouts not settled yet, oldest first, with the provider's last word on each transfer: an
 * `otp` one waits for an administrator's code, the others for the bank.
 */
export async function listOpenPayouts(db: Database): Promise<{ payouts: OpenPayout[] }> {
  const rows = await db
    .select({ payout: payouts, account: bankAccounts, userName: users.name })
    .from(payouts)
    .innerJoin(bankAccounts, eq(bankAccounts.id, payouts.bankAccountId))
    .innerJoin(users, eq(users.id, payouts.userId))
    .where(inArray(payouts.state, ['requested', 'processing']))
    .orderBy(asc(payouts.requestedAt))
    .limit(SHOWN);
  return {
    payouts: rows.map(({ payout, account, userName }) => ({
      id: payout.id,
      provider: payout.provider,
      userId: payout.userId,
      userName,
      amountMinor: payout.amountMinor.toString(),
      currency: payout.currency,
      state: payout.state as OpenPayout['state'],
      providerStatus: payout.providerStatus,
      bankName: nigerianBank(account.bankCode)?.name ?? account.bankCode,
      accountNumber: account.accountNumber,
      accountName: account.resolvedName,
      requestedAt: payout.requestedAt.toISOString(),
      updatedAt: payout.updatedAt.toISOString(),
    })),
  };
}
