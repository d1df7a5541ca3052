import { PAYMENTS_MESSAGES, type BankAccount, type BankAccountRequest } from '@titletrust/shared';
import type { Database } from '../../db/client';
import { bankAccounts } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { toBankAccount } from './bank-account-view';
import { namesMatch } from './names-match';
import { PaymentsProviderError, type PaymentsProvider } from './providers/payments-provider';
import { lookUpAccountName } from './resolve-bank-account';
import { verifiedNameOf } from './verified-name-of';

/**
 * Saves a professional's bank account for payouts. The name is looked up again here (never
 * taken from the browser): when it matches the verified name the account is ready and becomes a
 * transfer recipient at the provider; otherwise it waits for an administrator, and the answer
 * says why in `notice`.
 */
export async function addBankAccount(
  db: Database,
  provider: PaymentsProvider,
  userId: string,
  request: BankAccountRequest,
): Promise<{ account: BankAccount; notice: string | null }> {
  const verifiedName = await verifiedNameOf(db, userId);
  const resolvedName = await lookUpAccountName(provider, request);
  const matches = namesMatch(resolvedName, verifiedName);
  let recipientCode: string | null = null;
  if (matches) recipientCode = await recipientFor(provider, { ...request, name: resolvedName });
  const [row] = await db
    .insert(bankAccounts)
    .values({
      userId,
      bankCode: request.bankCode,
      accountNumber: request.accountNumber,
      resolvedName,
      verifiedName,
      recipientCode,
      state: matches ? 'active' : 'needs_approval',
    })
    .onConflictDoNothing()
    .returning();
  if (!row)
    throw new AppError('CONFLICT', PAYMENTS_MESSAGES.accountExists, [
      { path: 'accountNumber', message: PAYMENTS_MESSAGES.accountExists },
    ]);
  return {
    account: toBankAccount(row),
    notice: matches ? null : PAYMENTS_MESSAGES.nameMismatch(resolvedName, verifiedName),
  };
}

/** The provider's transfer recipient for an account (Paystack `POST /transferrecipient`). */
export async function recipientFor(
  provider: PaymentsProvider,
  account: { name: string; bankCode: string; accountNumber: string },
): Promise<string> {
  try {
    return (await provider.createRecipient(account)).recipientCode;
  } catch (error) {
    if (error instanceof PaymentsProviderError && error.permanent)
      throw new AppError('VALIDATION_FAILED', error.message);
    throw new AppError('SERVICE_UNAVAILABLE', PAYMENTS_MESSAGES.providerUnavailable);
  }
}
