import { sql } from 'drizzle-orm';
import type { JournalEntryKind } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Tx } from '../../platform/lifecycle';
import {
  accountKey,
  isOwnedAccount,
  PLATFORM_ACCOUNT_IDS,
  type AccountRef,
} from './ledger-accounts';

/** Money into (positive) or out of (negative) one account. */
export interface Line {
  account: AccountRef;
  amount: bigint;
}

export interface EntryRequest {
  kind: JournalEntryKind;
  lines: Line[];
  contractId?: string;
  userId?: string;
  transferId?: string;
  memo?: string;
  /** The message when an account would go below zero, given by how much it falls short. */
  shortMessage?: (shortByMicros: bigint) => string;
}

type LockedAccount = {
  id: string;
  key: string;
  balance_micros: string;
};

function ownerColumns(ref: AccountRef) {
  return {
    userId: 'userId' in ref ? ref.userId : null,
    contractId: 'contractId' in ref ? ref.contractId : null,
  };
}

const lockExisting = (tx: Tx, keys: string[]) =>
  tx.execute<LockedAccount>(sql`
    SELECT id, key, balance_micros FROM ledger_accounts
    WHERE key IN (${sql.join(
      keys.map((key) => sql`${key}`),
      sql`, `,
    )})
    ORDER BY key FOR UPDATE`);

/**
 * Locks the owned accounts in key order, creating those used for the first time. Existing rows
 * are locked with a plain SELECT … FOR UPDATE (no new row version); only when some are missing
 * are they inserted (a racing insert of the same key is harmless) and all locked again.
 */
async function lockAccounts(
  tx: Tx,
  owned: [string, { ref: AccountRef }][],
): Promise<LockedAccount[]> {
  const keys = owned.map(([key]) => key);
  const { rows } = await lockExisting(tx, keys);
  if (rows.length === keys.length) return rows;
  const values = owned.map(([key, { ref }]) => {
    const { userId, contractId } = ownerColumns(ref);
    return sql`(${key}, ${ref.kind}, ${userId}::uuid, ${contractId}::uuid)`;
  });
  await tx.execute(sql`
    INSERT INTO ledger_accounts (key, kind, user_id, contract_id)
    VALUES ${sql.join(values, sql`, `)}
    ON CONFLICT (key) DO NOTHING`);
  return (await lockExisting(tx, keys)).rows;
}

/**
 * Writes one movement inside the caller's transaction: locks the people's and contracts'
 * accounts it touches (creating them on first use) in key order — the one lock order every
 * movement follows, so two movements never wait on each other in a cycle — refuses it if any of
 * them would go below zero, then appends the journal entry and all its postings in one statement.
 * The database checks that they sum to zero and keeps the balances in step with them.
 */
export async function postEntry(tx: Tx, entry: EntryRequest): Promise<string> {
  const lines = entry.lines.filter((line) => line.amount !== 0n);
  const total = lines.reduce((sum, line) => sum + line.amount, 0n);
  if (lines.length < 2 || total !== 0n)
    throw new Error(`a ${entry.kind} entry must have postings summing to zero`);

  const deltas = new Map<string, { ref: AccountRef; delta: bigint }>();
  for (const line of lines) {
    const key = accountKey(line.account);
    const current = deltas.get(key);
    deltas.set(key, { ref: line.account, delta: (current?.delta ?? 0n) + line.amount });
  }
  const owned = [...deltas.entries()]
    .filter(([, { ref }]) => isOwnedAccount(ref.kind))
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

  const ids = new Map<string, string>(
    Object.entries(PLATFORM_ACCOUNT_IDS).map(([key, id]) => [key, id]),
  );
  if (owned.length > 0) {
    const rows = await lockAccounts(tx, owned);
    const locked = new Map(rows.map((row) => [row.key, row]));
    for (const [key, { delta }] of owned) {
      const account = locked.get(key)!;
      ids.set(key, account.id);
      const after = BigInt(account.balance_micros) + delta;
      if (after < 0n) {
        const short = -after;
        throw new AppError(
          'INSUFFICIENT_FUNDS',
          entry.shortMessage?.(short) ?? 'There is not enough money in this account.',
          undefined,
          { shortByMicros: short },
        );
      }
    }
  }

  const postings = lines.map(
    (line) => sql`(${ids.get(accountKey(line.account))!}::uuid, ${line.amount.toString()}::bigint)`,
  );
  const { rows } = await tx.execute<{ id: string }>(sql`
    WITH entry AS (
      INSERT INTO journal_entries (kind, contract_id, user_id, transfer_id, memo)
      VALUES (${entry.kind}, ${entry.contractId ?? null}::uuid, ${entry.userId ?? null}::uuid,
              ${entry.transferId ?? null}::uuid, ${entry.memo ?? ''})
      RETURNING id
    )
    INSERT INTO ledger_postings (entry_id, account_id, amount_micros)
    SELECT entry.id, posting.account_id, posting.amount
    FROM entry, (VALUES ${sql.join(postings, sql`, `)}) AS posting (account_id, amount)
    RETURNING entry_id AS id`);
  return rows[0]!.id;
}
