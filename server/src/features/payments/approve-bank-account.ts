import { PAGES } from '@titletrust/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bankAccounts, users } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { recordAuditEvent } from '../audit';
import { notify } from '../notifications';
import { recipientFor } from './add-bank-account';
import { toBankAccount } from './bank-account-view';
import type { PaymentsProvider } from './providers/payments-provider';

const NOT_WAITING = 'No bank account with that id is waiting for approval.';

/** Bank accounts whose resolved name did not match, oldest first, for the admins' queue. */
export async function listBankAccountApprovals(db: Database) {
  const rows = await db
    .select({ account: bankAccounts, userName: users.name })
    .from(bankAccounts)
    .innerJoin(users, eq(users.id, bankAccounts.userId))
    .where(eq(bankAccounts.state, 'needs_approval'))
    .orderBy(asc(bankAccounts.createdAt));
  return {
    accounts: rows.map(({ account, userName }) => ({
      ...toBankAccount(account),
      userId: account.userId,
      userName,
      verifiedName: account.verifiedName,
    })),
  };
}

/**
 * An admin approves by hand an account whose bank name did not match the verified name (a
 * married name, a business name…), with the reason kept on the account. The professional is
 * told. No admin approves their own account. The approval and its audit row commit together.
 */
export async function approveBankAccount(
  db: Database,
  provider: PaymentsProvider,
  approval: { adminId: string; accountId: string; reason: string; ipAddress: string },
) {
  const { adminId, accountId, reason } = approval;
  const [waiting] = await db
    .select()
    .from(bankAccounts)
    .where(and(eq(bankAccounts.id, accountId), eq(bankAccounts.state, 'needs_approval')));
  if (!waiting) throw new AppError('NOT_FOUND', NOT_WAITING);
  if (waiting.userId === adminId)
    throw new AppError('FORBIDDEN', 'An administrator cannot approve their own bank account.');
  const recipientCode = await recipientFor(provider, {
    name: waiting.resolvedName,
    bankCode: waiting.bankCode,
    accountNumber: waiting.accountNumber,
  });
  return db.transaction(async (tx) => {
    const [approved] = await tx
      .update(bankAccounts)
      .set({
        state: 'approved_by_admin',
        approvedBy: adminId,
        approvalReason: reason,
        approvedAt: sql`now()`,
        recipientCode,
      })
      .where(and(eq(bankAccounts.id, accountId), eq(bankAccounts.state, 'needs_approval')))
      .returning();
    if (!approved) throw new AppError('NOT_FOUND', NOT_WAITING);
    await recordAuditEvent(tx, {
      action: 'bank_account.approved',
      actorId: adminId,
      userId: approved.userId,
      subject: { type: 'bank_account', id: approved.id },
      reason,
      ipAddress: approval.ipAddress,
      details: {
        bankCode: approved.bankCode,
        accountNumber: approved.accountNumber,
        resolvedName: approved.resolvedName,
        verifiedName: approved.verifiedName,
      },
    });
    await notify(tx, [
      {
        userId: approved.userId,
        type: 'bank_account_approved',
        title: 'Bank account approved',
        body: `An administrator approved your account ${approved.accountNumber} (${approved.resolvedName}) for payouts.`,
        href: PAGES.payouts.path,
        email: true,
      },
    ]);
    return toBankAccount(approved);
  });
}
