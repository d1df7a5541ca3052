import { CURRENCY_CODES, type CurrencyCode } from '@titletrust/shared';
import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { WALLET_CURRENCY } from './ledger-invariants';

/** What the ledger holds in one currency, in its minor units; never added across currencies. */
export interface CurrencyTotals {
  /** Paid in from outside: what deposit entries took from the outside world's account. */
  deposited: bigint;
  /** Paid out to the outside world, less what came back from it (a reversed payout). */
  withdrawn: bigint;
  available: bigint;
  withdrawalHolds: bigint;
  escrow: bigint;
  fees: bigint;
  /** The sum of every posting in this currency (0 when the books are sound). */
  allPostings: bigint;
  /** The outside world's account: minus what it gave, net. */
  external: bigint;
}

const zero = (): CurrencyTotals => ({
  deposited: 0n,
  withdrawn: 0n,
  available: 0n,
  withdrawalHolds: 0n,
  escrow: 0n,
  fees: 0n,
  allPostings: 0n,
  external: 0n,
});

type Rows<Row> = { rows: Row[] };

/** The counts checkLedger reports, each currency's totals, and the wallet rail's own sums. */
export async function countsAndTotals(q: Database | Tx) {
  const { rows: counts }: Rows<Record<string, string>> = await q.execute(sql`
    SELECT
      (SELECT count(*) FROM journal_entries)::text AS entries,
      (SELECT count(*) FROM ledger_postings)::text AS postings,
      (SELECT count(*) FROM ledger_accounts)::text AS accounts,
      (SELECT count(*) FROM contracts)::text AS contracts,
      (SELECT count(*) FROM wallet_transfers)::text AS transfers,
      (SELECT coalesce(sum(amount_minor), 0) FROM wallet_transfers
        WHERE direction = 'deposit' AND state = 'complete')::text AS wallet_deposited,
      (SELECT coalesce(sum(amount_minor), 0) FROM wallet_transfers
        WHERE direction = 'withdrawal' AND state = 'complete')::text AS wallet_withdrawn`);
  const { rows: flows }: Rows<Record<string, string>> = await q.execute(sql`
    SELECT p.currency,
           sum(p.amount_minor)::text AS all_postings,
           coalesce(sum(p.amount_minor) FILTER (WHERE a.kind = 'external'), 0)::text AS external,
           coalesce(sum(p.amount_minor) FILTER (WHERE a.kind = 'platform_fees'), 0)::text AS fees,
           coalesce(-sum(p.amount_minor) FILTER (WHERE a.kind = 'external' AND e.kind = 'deposit'), 0)::text
             AS deposited,
           coalesce(sum(p.amount_minor) FILTER (WHERE a.kind = 'external'
             AND e.kind IN ('withdrawal_complete', 'withdrawal_return')), 0)::text AS withdrawn
    FROM ledger_postings p
    JOIN ledger_accounts a ON a.id = p.account_id
    JOIN journal_entries e ON e.id = p.entry_id
    GROUP BY p.currency`);
  const { rows: held }: Rows<{ currency: CurrencyCode; kind: string; total: string }> =
    await q.execute(sql`
      SELECT currency, kind, sum(balance_minor)::text AS total FROM ledger_accounts
      WHERE kind IN ('available', 'withdrawal_hold', 'escrow') GROUP BY currency, kind`);

  const totals = Object.fromEntries(CURRENCY_CODES.map((code) => [code, zero()])) as Record<
    CurrencyCode,
    CurrencyTotals
  >;
  for (const row of flows) {
    const into = totals[row.currency as CurrencyCode];
    into.allPostings = BigInt(row.all_postings!);
    into.external = BigInt(row.external!);
    into.fees = BigInt(row.fees!);
    into.deposited = BigInt(row.deposited!);
    into.withdrawn = BigInt(row.withdrawn!);
  }
  for (const row of held) {
    const into = totals[row.currency];
    const amount = BigInt(row.total);
    if (row.kind === 'available') into.available = amount;
    else if (row.kind === 'withdrawal_hold') into.withdrawalHolds = amount;
    else into.escrow = amount;
  }
  const count = counts[0]!;
  return {
    counted: {
      entries: Number(count.entries),
      postings: Number(count.postings),
      accounts: Number(count.accounts),
      contracts: Number(count.contracts),
      transfers: Number(count.transfers),
    },
    totals,
    /** What the wallet provider's transfers say went in and out (USDC, WALLET_CURRENCY). */
    wallet: {
      currency: WALLET_CURRENCY as CurrencyCode,
      deposited: BigInt(count.wallet_deposited!),
      withdrawn: BigInt(count.wallet_withdrawn!),
    },
  };
}
