import { sql } from 'drizzle-orm';
import type { JournalEntryKind } from '../../db/schema';
import { AppError } from '../../http/app-error';
import type { Tx } from '../../platform/lifecycle';
import { pgErrorOf } from '../../platform/pg-error-code';
import { accountKey, type AccountRef } from './ledger-accounts';

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

const ownerOf = (ref: AccountRef) => ({
  user_id: 'userId' in ref ? ref.userId : null,
  contract_id: 'contractId' in ref ? ref.contractId : null,
});

/**
 * An entry as the database's ledger_post_entry takes it (migrations 0010 and 0021): one line per
 * account, in key order (byte order, the order the writer locks them in), amounts as decimal
 * strings, since JSON numbers cannot carry every bigint. Refuses, as a programming error, an
 * entry whose postings do not sum to zero.
 */
export function entryPayload(entry: EntryRequest) {
  const byKey = new Map<string, Line>();
  for (const line of entry.lines) {
    const key = accountKey(line.account);
    byKey.set(key, { account: line.account, amount: (byKey.get(key)?.amount ?? 0n) + line.amount });
  }
  const lines = [...byKey]
    .filter(([, line]) => line.amount !== 0n)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const total = lines.reduce((sum, [, line]) => sum + line.amount, 0n);
  if (lines.length < 2 || total !== 0n)
    throw new Error(`a ${entry.kind} entry must have postings summing to zero`);
  return {
    kind: entry.kind,
    contract_id: entry.contractId ?? null,
    user_id: entry.userId ?? null,
    transfer_id: entry.transferId ?? null,
    memo: entry.memo ?? '',
    lines: lines.map(([key, line]) => ({
      key,
      kind: line.account.kind,
      ...ownerOf(line.account),
      amount: line.amount.toString(),
    })),
  };
}

/**
 * The database's refusal of a movement as the API's error: an account that would go below zero
 * (TT402, its shortfall in DETAIL), a caller who is not the party the movement needs (TT403), a
 * record missing (TT404) or not in a state the action starts from (TT409). Anything else is rethrown as it is.
 */
export function movementError(
  error: unknown,
  shortMessage?: (shortByMicros: bigint) => string,
): unknown {
  const failure = pgErrorOf(error);
  switch (failure?.code) {
    case 'TT402': {
      const short = BigInt(failure.detail ?? '0');
      return new AppError(
        'INSUFFICIENT_FUNDS',
        shortMessage?.(short) ?? 'There is not enough money in this account.',
        undefined,
        { shortByMicros: short },
      );
    }
    case 'TT403':
      return new AppError('FORBIDDEN', failure.message);
    case 'TT404':
      return new AppError('NOT_FOUND', failure.message);
    case 'TT409':
      return new AppError('CONFLICT', failure.message);
    default:
      return error;
  }
}

/**
 * Writes one movement inside the caller's transaction, in one call to the database: the entry's
 * writer (migration 0021) moves the balances of the people's and contracts' accounts it touches
 * in key order, each update taking its row lock (creating the account on first use) — the one
 * lock order every movement follows, so two movements never wait on each other in a cycle — and
 * refuses the entry if any would go below zero or it does not sum to zero; then it appends the
 * entry and its postings.
 */
export async function postEntry(tx: Tx, entry: EntryRequest): Promise<string> {
  const payload = JSON.stringify(entryPayload(entry));
  try {
    const { rows } = await tx.execute<{ id: string }>(
      sql`SELECT ledger_post_entry(${payload}::jsonb) AS id`,
    );
    return rows[0]!.id;
  } catch (error) {
    throw movementError(error, entry.shortMessage);
  }
}
