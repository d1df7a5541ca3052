import { PAYMENTS_MESSAGES, type BankAccount, type BankAccountRequest } from '@titletrust/shared';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bankAccounts } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { announcePayoutDestination, type AnnounceDeps } from '../security';
import { toBankAccount } from './bank-account-view';
import { namesMatch } from './names-match';
import { PaymentsProviderError, type PaymentsProvider } from './providers/payments-provider';
import { lookUpAccountName } from './resolve-bank-account';
import { verifiedNameOf } from './verified-name-of';

/**
 * Saves a professional's bank account for payouts. The name is looked up here (from the day's
 * look-ups or the provider, never taken from the browser): when it matches the verified name the
 * account is ready and becomes a transfer recipient at the provider; otherwise it waits for an
 * administrator, and the answer says why in `notice`. An account already saved is refused before
 * the provider is asked anything. Either way it receives payouts only PAYOUT_HOLD_HOURS after it
 * was saved, and its owner is e-mailed at once with a "This wasn't me" link (issue 50).
 */
export async function addBankAccount(
  deps: { db: Database; provider: PaymentsProvider } & AnnounceDeps,
  userId: string,
  request: BankAccountRequest,
  ipAddress: string | null,
): Promise<{ account: BankAccount; notice: string | null }> {
  const { db, provider } = deps;
  const verifiedName = await verifiedNameOf(db, userId);
  const [saved] = await db
    .select({ id: bankAccounts.id })
    .from(bankAccounts)
    .where(and(eq(bankAccounts.userId, userId), sameAccount(request)));
  if (saved) throw alreadySaved();
  const resolvedName = await lookUpAccountName(db, provider, request);
  const matches = namesMatch(resolvedName, verifiedName);
  let recipientCode: string | null = null;
  if (matches) recipientCode = await recipientFor(provider, { ...request, name: resolvedName });
  const { row, announced } = await db.transaction(async (tx) => {
    const [row] = await tx
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
    if (!row) throw alreadySaved();
    const announced = await announcePayoutDestination(tx, deps, {
      userId,
      ipAddress,
      addedAt: row.createdAt,
      destination: {
        type: 'bank_account',
        id: row.id,
        bankCode: row.bankCode,
        accountNumber: row.accountNumber,
      },
    });
    return { row, announced };
  });
  await announced.send();
  return {
    account: toBankAccount(row),
    notice: matches ? null : PAYMENTS_MESSAGES.nameMismatch(resolvedName, verifiedName),
  };
}

const alreadySaved = () =>
  new AppError('CONFLICT', PAYMENTS_MESSAGES.accountExists, [
    { path: 'accountNumber', message: PAYMENTS_MESSAGES.accountExists },
  ]);

const sameAccount = (account: { bankCode: string; accountNumber: string }) =>
  and(
    eq(bankAccounts.bankCode, account.bankCode),
    eq(bankAccounts.accountNumber, account.accountNumber),
  );

/**
 * The provider's transfer recipient for an account (Paystack `POST /transferrecipient`), made
 * once, when the account may first be paid, and stored on it: every payout reuses it.
 */
export async function recipientFor(
  provider: PaymentsProvider,
  account: { name: string; bankCode: string; accountNumber: string },
): Promise<string> {
  try {
    return (await provider.createRecipient(account)).recipientCode;
  } catch (error) {
    if (!(error instanceof PaymentsProviderError))
      throw new AppError('SERVICE_UNAVAILABLE', PAYMENTS_MESSAGES.providerUnavailable);
    throw new AppError(
      error.permanent ? 'VALIDATION_FAILED' : 'SERVICE_UNAVAILABLE',
      error.message,
    );
  }
}
