import {
  PAYMENTS_LIMITS,
  PAYMENTS_MESSAGES,
  type BankAccountRequest,
  type ResolvedAccount,
} from '@titletrust/shared';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bankAccountLookups } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { enforceRateLimits } from '../../platform/rate-limit';
import { namesMatch } from './names-match';
import { PaymentsProviderError, type PaymentsProvider } from './providers/payments-provider';
import { verifiedNameOf } from './verified-name-of';

const RESOLVE_WINDOW = { limit: PAYMENTS_LIMITS.resolvesPerHour, windowSeconds: 3600 };

/** A name the provider resolved is trusted this long (decision 059): names rarely change. */
const LOOKUP_MAX_AGE = sql`interval '1 day'`;

/** The bank must be one the provider lists (its list may hold banks the built-in one does not). */
async function checkKnownBank(provider: PaymentsProvider, bankCode: string) {
  const banks = await provider.listBanks();
  if (!banks.some((bank) => bank.code === bankCode))
    throw new AppError('VALIDATION_FAILED', PAYMENTS_MESSAGES.bankUnknown, [
      { path: 'bankCode', message: PAYMENTS_MESSAGES.bankUnknown },
    ]);
}

/**
 * The name the bank holds for an account: from the look-ups of the last day (bank_account_lookups,
 * shared by everyone, so the same account is not asked about twice), or from the provider, then
 * kept. A provider outage or an unknown account is said plainly, in our words.
 */
export async function lookUpAccountName(
  db: Database,
  provider: PaymentsProvider,
  account: BankAccountRequest,
): Promise<string> {
  await checkKnownBank(provider, account.bankCode);
  const sameAccount = and(
    eq(bankAccountLookups.bankCode, account.bankCode),
    eq(bankAccountLookups.accountNumber, account.accountNumber),
  );
  const [cached] = await db
    .select({ accountName: bankAccountLookups.accountName })
    .from(bankAccountLookups)
    .where(and(sameAccount, gt(bankAccountLookups.lookedUpAt, sql`now() - ${LOOKUP_MAX_AGE}`)));
  if (cached) return cached.accountName;
  let accountName: string;
  try {
    accountName = (await provider.resolveAccount(account)).accountName;
  } catch (error) {
    if (!(error instanceof PaymentsProviderError))
      throw new AppError('SERVICE_UNAVAILABLE', PAYMENTS_MESSAGES.providerUnavailable);
    if (error.permanent)
      throw new AppError('VALIDATION_FAILED', error.message, [
        { path: 'accountNumber', message: error.message },
      ]);
    throw new AppError('SERVICE_UNAVAILABLE', error.message);
  }
  await db
    .insert(bankAccountLookups)
    .values({ ...account, accountName })
    .onConflictDoUpdate({
      target: [bankAccountLookups.bankCode, bankAccountLookups.accountNumber],
      set: { accountName, lookedUpAt: sql`now()` },
    });
  return accountName;
}

/**
 * The name the bank holds for an account, shown before saving, and whether it matches the name
 * the professional was verified under. Each look-up may cost us at the provider and reveals a
 * stranger's name, so a user makes at most PAYMENTS_LIMITS.resolvesPerHour an hour — counted
 * even when the name comes from the day's look-ups: the limit is against looking people up.
 */
export async function resolveBankAccount(
  db: Database,
  provider: PaymentsProvider,
  userId: string,
  account: BankAccountRequest,
): Promise<ResolvedAccount> {
  const verifiedName = await verifiedNameOf(db, userId);
  await enforceRateLimits(db, 'account look-ups', [
    { key: `bank-resolve:${userId}`, rule: RESOLVE_WINDOW },
  ]);
  const accountName = await lookUpAccountName(db, provider, account);
  return { ...account, accountName, verifiedName, matches: namesMatch(accountName, verifiedName) };
}
