import { randomInt } from 'node:crypto';
import { nigerianBank, type TestBankAccounts } from '@titletrust/shared';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { bankAccounts, localBankAccounts, type LocalBankOutcome } from '../../db/schema';
import { recipientFor } from './add-bank-account';
import type { PaymentsProvider } from './providers/payments-provider';

/** One test account per outcome, each at a bank people know. */
const TEST_ACCOUNTS: ReadonlyArray<{ bankCode: string; outcome: LocalBankOutcome }> = [
  { bankCode: '058', outcome: 'paid' },
  { bankCode: '044', outcome: 'fails' },
  { bankCode: '057', outcome: 'reversed' },
  { bankCode: '50211', outcome: 'processing' },
];

const tenDigits = () => String(randomInt(1_000_000_000, 10_000_000_000)).padStart(10, '0');

/**
 * The local test bank's accounts in a person's name, one per outcome (always paid, fails, paid
 * then reversed, stays processing), opened the first time they are asked for: what the demo
 * professional and the bank-account form in local mode offer. Numbers are random, so no two
 * people share one.
 */
export async function openTestBankAccounts(
  db: Database,
  ownerId: string,
  holderName: string,
): Promise<TestBankAccounts> {
  const listed = async () =>
    db
      .select()
      .from(localBankAccounts)
      .where(eq(localBankAccounts.ownerId, ownerId))
      .orderBy(asc(localBankAccounts.createdAt));
  let rows = await listed();
  if (rows.length === 0) {
    for (const { bankCode, outcome } of TEST_ACCOUNTS) {
      // A number taken already (one chance in a billion) is drawn again.
      for (let tries = 0; tries < 5; tries++) {
        const opened = await db
          .insert(localBankAccounts)
          .values({ bankCode, accountNumber: tenDigits(), holderName, outcome, ownerId })
          .onConflictDoNothing()
          .returning();
        if (opened.length > 0) break;
      }
    }
    rows = await listed();
  }
  const order = (outcome: LocalBankOutcome) =>
    TEST_ACCOUNTS.findIndex((a) => a.outcome === outcome);
  return {
    accounts: rows
      .sort((a, b) => order(a.outcome) - order(b.outcome))
      .map((row) => ({
        bankCode: row.bankCode,
        bankName: nigerianBank(row.bankCode)?.name ?? row.bankCode,
        accountNumber: row.accountNumber,
        holderName: row.holderName,
        outcome: row.outcome,
      })),
  };
}

/**
 * Demo mode: the demo professional's test bank accounts saved for payouts, as if added at
 * `addedAt`, so a visitor trying the demo can withdraw at once to each outcome. Saved as the
 * professional would save them (in the verified name, the provider's recipient made), without
 * the e-mail: nobody added them, the seed did. With a real provider there are none to save.
 */
export async function saveTestPayoutAccounts(
  db: Database,
  provider: PaymentsProvider,
  owner: { id: string; name: string },
  addedAt: Date,
): Promise<void> {
  if (provider.name !== 'local') return;
  const { accounts } = await openTestBankAccounts(db, owner.id, owner.name);
  for (const account of accounts) {
    const recipientCode = await recipientFor(provider, {
      name: account.holderName,
      bankCode: account.bankCode,
      accountNumber: account.accountNumber,
    });
    await db
      .insert(bankAccounts)
      .values({
        userId: owner.id,
        bankCode: account.bankCode,
        accountNumber: account.accountNumber,
        resolvedName: account.holderName,
        verifiedName: owner.name,
        recipientCode,
        state: 'active',
        createdAt: addedAt,
      })
      .onConflictDoNothing();
  }
}
