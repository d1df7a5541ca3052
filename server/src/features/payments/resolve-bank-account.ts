import {
  PAYMENTS_LIMITS,
  PAYMENTS_MESSAGES,
  type BankAccountRequest,
  type ResolvedAccount,
} from '@titletrust/shared';
import type { Database } from '../../db/client';
import { AppError } from '../../platform/app-error';
import { enforceRateLimits } from '../../platform/rate-limit';
import { namesMatch } from './names-match';
import { PaymentsProviderError, type PaymentsProvider } from './providers/payments-provider';
import { verifiedNameOf } from './verified-name-of';

const RESOLVE_WINDOW = { limit: PAYMENTS_LIMITS.resolvesPerHour, windowSeconds: 3600 };

/** Asks the provider for an account's name; a provider outage or an unknown account, said plainly. */
export async function lookUpAccountName(
  provider: PaymentsProvider,
  account: BankAccountRequest,
): Promise<string> {
  try {
    return (await provider.resolveAccount(account)).accountName;
  } catch (error) {
    if (error instanceof PaymentsProviderError && error.notFound)
      throw new AppError('VALIDATION_FAILED', error.message, [
        { path: 'accountNumber', message: error.message },
      ]);
    throw new AppError('SERVICE_UNAVAILABLE', PAYMENTS_MESSAGES.providerUnavailable);
  }
}

/**
 * The name the bank holds for an account, shown before saving, and whether it matches the name
 * the professional was verified under. Each look-up may cost us at the provider and reveals a
 * stranger's name, so a user makes at most PAYMENTS_LIMITS.resolvesPerHour an hour.
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
  const accountName = await lookUpAccountName(provider, account);
  return { ...account, accountName, verifiedName, matches: namesMatch(accountName, verifiedName) };
}
