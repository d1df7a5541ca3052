import type { CurrencyCode } from '@titletrust/shared';
import { inArray } from 'drizzle-orm';
import {
  journalEntries,
  ledgerAccounts,
  ledgerPostings,
  type JournalEntryKind,
} from '../../db/schema';
import { AppError } from '../../platform/app-error';
import type { Tx } from '../../db/client';
import { accountKey, PLATFORM_ACCOUNT_IDS, type AccountRef } from './ledger-accounts';
import { notePostedEntry } from './movement-tally';

/** Money into (positive) or out of (negative) one account. */
export interface Line {
  account: AccountRef;
  amount: bigint;
}

export interface EntryRequest {
  kind: JournalEntryKind;
  /** Every line moves this currency: nothing converts one currency into another. */
  currency: CurrencyCode;
  lines: Line[];
  contractId?: string;
  /** The milestone a contract's movement is for. */
  milestoneId?: string;
  userId?: string;
  transferId?: string;
  /** The naira checkout a deposit credits (decision 057). */
  checkoutId?: string;
  /** The naira payout a hold, completion or return belongs to. */
  payoutId?: string;
  memo?: string;
  /** The message when an account would go below zero, given by how much it falls short. */
  shortMessage?: (shortByMinor: bigint) => string;
}

/** The entry's lines, one per account, in key order; a programming error unless they sum to 0. */
export function linesByAccount(entry: EntryRequest) {
  const byKey = new Map<string, Line>();
  for (const line of entry.lines) {
    const key = accountKey(line.account, entry.currency);
    byKey.set(key, { account: line.account, amount: (byKey.get(key)?.amount ?? 0n) + line.amount });
  }
  const lines = [...byKey]
    .filter(([, line]) => line.amount !== 0n)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, line]) => ({ key, ...line }));
  const total = lines.reduce((sum, line) => sum + line.amount, 0n);
  if (lines.length < 2 || total !== 0n)
    throw new Error(`a ${entry.kind} entry must have postings summing to zero`);
  return lines;
}

const isPlatform = (ref: AccountRef): ref is { kind: 'platform_fees' | 'external' } =>
  ref.kind === 'platform_fees' || ref.kind === 'external';

/**
 * Locks the people's and contracts' accounts an entry touches, in key order — the one order every
 * movement locks accounts in, so two movements never wait on each other in a cycle — creating
 * any on first use. The platform's two accounts keep no running balance and are never locked.
 * Returns each account's id and balance by key.
 */
async function lockAccounts(tx: Tx, currency: CurrencyCode, lines: (Line & { key: string })[]) {
  const owned = lines.filter((line) => !isPlatform(line.account));
  if (owned.length === 0) return new Map<string, { id: string; balance: bigint }>();
  await tx
    .insert(ledgerAccounts)
    .values(
      owned.map(({ key, account }) => ({
        key,
        kind: account.kind,
        userId: 'userId' in account ? account.userId : null,
        contractId: 'contractId' in account ? account.contractId : null,
        milestoneId: 'milestoneId' in account ? account.milestoneId : null,
        currency,
      })),
    )
    .onConflictDoNothing({ target: ledgerAccounts.key });
  const rows = await tx
    .select({
      id: ledgerAccounts.id,
      key: ledgerAccounts.key,
      balance: ledgerAccounts.balanceMinor,
    })
    .from(ledgerAccounts)
    .where(
      inArray(
        ledgerAccounts.key,
        owned.map((line) => line.key),
      ),
    )
    .orderBy(ledgerAccounts.key)
    .for('update');
  return new Map(rows.map((row) => [row.key, row]));
}

/**
 * Posts one journal entry inside the caller's transaction: locks the accounts it moves, refuses
 * it (nothing written) if any would go below zero, then writes the entry and its postings. The
 * database moves each account's balance with its posting and refuses, at commit, an entry whose
 * postings do not sum to zero (src/db/sql/ledger.sql). Returns the entry's id.
 */
export async function postEntry(tx: Tx, entry: EntryRequest): Promise<string> {
  const lines = linesByAccount(entry);
  const accounts = await lockAccounts(tx, entry.currency, lines);
  for (const line of lines) {
    const balance = accounts.get(line.key)?.balance;
    if (balance !== undefined && balance + line.amount < 0n) {
      const short = -(balance + line.amount);
      throw new AppError(
        'INSUFFICIENT_FUNDS',
        entry.shortMessage?.(short) ?? 'There is not enough money in this account.',
        undefined,
        { shortByMinor: short },
      );
    }
  }
  const [written] = await tx
    .insert(journalEntries)
    .values({
      kind: entry.kind,
      contractId: entry.contractId ?? null,
      milestoneId: entry.milestoneId ?? null,
      userId: entry.userId ?? null,
      transferId: entry.transferId ?? null,
      checkoutId: entry.checkoutId ?? null,
      payoutId: entry.payoutId ?? null,
      memo: entry.memo ?? '',
    })
    .returning({ id: journalEntries.id });
  await tx.insert(ledgerPostings).values(
    lines.map((line) => ({
      entryId: written!.id,
      accountId: isPlatform(line.account)
        ? PLATFORM_ACCOUNT_IDS[entry.currency][line.account.kind]
        : accounts.get(line.key)!.id,
      currency: entry.currency,
      amountMinor: line.amount,
    })),
  );
  notePostedEntry(written!.id, entry.kind, entry.currency);
  return written!.id;
}
