import type { ContractState } from '@titletrust/shared';
import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import type { LedgerProblem } from './ledger-problem';
import { ESCROW_HELD_STATES } from './ledger-accounts';
import { sqlLiterals } from '../../db/sql-literals';

// The queries behind checkLedger, one per invariant (or two that read the same rows). Each
// returns what it found wrong; checkLedger runs them all on one snapshot.

const UNFUNDED_STATES = ['awaiting_funding', 'cancelled'] as const satisfies ContractState[];
const PAID_OUT_STATES = ['completed', 'resolved'] as const satisfies ContractState[];
const OWNED_KINDS = `'available', 'withdrawal_hold', 'escrow'`;

type Rows<Row> = { rows: Row[] };
type Query = Database | Tx;

export async function unbalancedEntries(q: Query): Promise<LedgerProblem[]> {
  const { rows }: Rows<{ id: string; kind: string; postings: number; total: string }> =
    await q.execute(sql`
      SELECT e.id, e.kind, count(p.id)::int AS postings, coalesce(sum(p.amount_minor), 0)::text AS total
      FROM journal_entries e LEFT JOIN ledger_postings p ON p.entry_id = e.id
      GROUP BY e.id
      HAVING count(p.id) < 2 OR coalesce(sum(p.amount_minor), 0) <> 0`);
  return rows.map((row) => ({
    invariant: 'entry_balanced',
    subject: `entry ${row.id}`,
    detail: `${row.kind}: ${row.postings} posting(s) summing to ${row.total}`,
  }));
}

export async function accountProblems(q: Query): Promise<LedgerProblem[]> {
  // The platform accounts keep no running balance (decision 010): theirs must stay 0. Fees can
  // only have come in; the outside world can only have given (its sum is minus net deposits).
  const { rows }: Rows<{ key: string; kind: string; balance: string; postings: string }> =
    await q.execute(sql`
      WITH sums AS (
        SELECT account_id, sum(amount_minor) AS total FROM ledger_postings GROUP BY account_id
      ), accounts AS (
        SELECT a.key, a.kind, a.balance_minor AS balance, coalesce(s.total, 0) AS postings
        FROM ledger_accounts a LEFT JOIN sums s ON s.account_id = a.id
      )
      SELECT key, kind, balance::text, postings::text FROM accounts
      WHERE CASE WHEN kind IN (${sql.raw(OWNED_KINDS)}) THEN balance <> postings OR balance < 0
                 ELSE balance <> 0 END
         OR (kind = 'platform_fees' AND postings < 0) OR (kind = 'external' AND postings > 0)`);
  return rows.flatMap((row): LedgerProblem[] => {
    const owned = row.kind !== 'platform_fees' && row.kind !== 'external';
    const problems: LedgerProblem[] = [];
    if (owned ? row.balance !== row.postings : row.balance !== '0')
      problems.push({
        invariant: 'balance_matches_postings',
        subject: `account ${row.key}`,
        detail: `balance ${row.balance}, postings sum to ${row.postings}`,
      });
    const negative = owned
      ? BigInt(row.balance) < 0n || BigInt(row.postings) < 0n
      : BigInt(row.postings) * (row.kind === 'external' ? -1n : 1n) < 0n;
    if (negative)
      problems.push({
        invariant: 'not_negative',
        subject: `account ${row.key}`,
        detail: `balance ${row.balance}, postings sum to ${row.postings}`,
      });
    return problems;
  });
}

export async function contractProblems(q: Query): Promise<LedgerProblem[]> {
  const {
    rows,
  }: Rows<{
    id: string;
    state: string;
    amount: string;
    held: string;
    expected_held: string;
    funds: number;
    payouts: number;
    expected_funds: number;
    expected_payouts: number;
  }> = await q.execute(sql`
    WITH entries AS (
      SELECT contract_id,
             count(*) FILTER (WHERE kind = 'fund_escrow')::int AS funds,
             count(*) FILTER (WHERE kind IN ('release', 'refund', 'split'))::int AS payouts
      FROM journal_entries WHERE contract_id IS NOT NULL GROUP BY contract_id
    ), checked AS (
      SELECT c.id, c.state, c.amount_minor AS amount,
             coalesce(a.balance_minor, 0) AS held,
             CASE WHEN c.state IN (${sql.raw(sqlLiterals(ESCROW_HELD_STATES))}) THEN c.amount_minor ELSE 0 END
               AS expected_held,
             coalesce(e.funds, 0) AS funds, coalesce(e.payouts, 0) AS payouts,
             CASE WHEN c.state IN (${sql.raw(sqlLiterals(UNFUNDED_STATES))}) THEN 0 ELSE 1 END AS expected_funds,
             CASE WHEN c.state IN (${sql.raw(sqlLiterals(PAID_OUT_STATES))}) THEN 1 ELSE 0 END AS expected_payouts
      FROM contracts c
      LEFT JOIN ledger_accounts a ON a.kind = 'escrow' AND a.contract_id = c.id
      LEFT JOIN entries e ON e.contract_id = c.id
    )
    SELECT id, state, amount::text, held::text, expected_held::text, funds, payouts,
           expected_funds, expected_payouts
    FROM checked
    WHERE held <> expected_held OR funds <> expected_funds OR payouts <> expected_payouts`);
  return rows.flatMap((row): LedgerProblem[] => [
    ...(row.held !== row.expected_held
      ? [
          {
            invariant: 'escrow_matches_contract' as const,
            subject: `contract ${row.id}`,
            detail: `${row.state} for ${row.amount}: escrow holds ${row.held}, should hold ${row.expected_held}`,
          },
        ]
      : []),
    ...(row.funds !== row.expected_funds || row.payouts !== row.expected_payouts
      ? [
          {
            invariant: 'contract_entries' as const,
            subject: `contract ${row.id}`,
            detail: `${row.state}: funded ${row.funds}× (expected ${row.expected_funds}), paid out ${row.payouts}× (expected ${row.expected_payouts})`,
          },
        ]
      : []),
  ]);
}

/**
 * Each transfer's entries, by kind, and what each moved: a credited deposit has one deposit
 * entry; a withdrawal one hold, then one completion or one return once settled; each moves the
 * transfer's amount into the account its kind names. Entries naming no (or an unknown) transfer
 * are reported too.
 */
export async function transferProblems(q: Query): Promise<LedgerProblem[]> {
  const { rows }: Rows<{ subject: string; detail: string }> = await q.execute(sql`
    WITH moved AS (
      SELECT e.id, e.kind, e.transfer_id,
             sum(p.amount_minor) FILTER (WHERE p.amount_minor > 0) AS amount,
             -- Wallet transfers carry USDC only.
             bool_or(p.amount_minor > 0 AND a.key = CASE e.kind
               WHEN 'withdrawal_hold' THEN 'withdrawal_hold:' || t.user_id || ':USDC'
               WHEN 'withdrawal_complete' THEN 'external:USDC'
               ELSE 'available:' || t.user_id || ':USDC' END) AS right_account,
             t.id IS NOT NULL AS known, t.amount_minor AS expected
      FROM journal_entries e
      JOIN ledger_postings p ON p.entry_id = e.id
      JOIN ledger_accounts a ON a.id = p.account_id
      LEFT JOIN wallet_transfers t ON t.id = e.transfer_id
      WHERE e.transfer_id IS NOT NULL
         OR (e.kind IN ('deposit', 'withdrawal_hold', 'withdrawal_complete', 'withdrawal_return')
             -- Naira checkouts and payouts are paymentProblems' (payment-invariants.ts).
             AND e.checkout_id IS NULL AND e.payout_id IS NULL)
      GROUP BY e.id, t.id
    ), counts AS (
      SELECT t.id, t.direction, t.state,
             count(m.id) FILTER (WHERE m.kind = 'deposit')::int AS deposit,
             count(m.id) FILTER (WHERE m.kind = 'withdrawal_hold')::int AS hold,
             count(m.id) FILTER (WHERE m.kind = 'withdrawal_complete')::int AS complete,
             count(m.id) FILTER (WHERE m.kind = 'withdrawal_return')::int AS returned
      FROM wallet_transfers t LEFT JOIN moved m ON m.transfer_id = t.id
      GROUP BY t.id
    )
    SELECT 'transfer ' || id AS subject,
           format('%s %s has %s deposit, %s hold, %s completion and %s return entries',
                  state, direction, deposit, hold, complete, returned) AS detail
    FROM counts
    WHERE (deposit, hold, complete, returned) IS DISTINCT FROM (
      CASE WHEN direction = 'deposit' AND state = 'complete' THEN 1 ELSE 0 END,
      CASE WHEN direction = 'withdrawal' THEN 1 ELSE 0 END,
      CASE WHEN direction = 'withdrawal' AND state = 'complete' THEN 1 ELSE 0 END,
      CASE WHEN direction = 'withdrawal' AND state = 'failed' THEN 1 ELSE 0 END)
    UNION ALL
    SELECT 'entry ' || id,
           CASE WHEN transfer_id IS NULL THEN format('%s entry names no transfer', kind)
                WHEN NOT known THEN format('%s entry names an unknown transfer %s', kind, transfer_id)
                ELSE format('%s entry moves %s to %s; the transfer is for %s', kind, amount,
                            CASE WHEN right_account THEN 'the right account' ELSE 'another account' END,
                            expected) END
    FROM moved
    WHERE transfer_id IS NULL OR NOT known OR amount <> expected OR NOT right_account`);
  return rows.map((row) => ({ invariant: 'transfer_entries', ...row }));
}

export async function holdProblems(q: Query): Promise<LedgerProblem[]> {
  const { rows }: Rows<{ user_id: string; currency: string; held: string; pending: string }> =
    await q.execute(sql`
    WITH pending AS (
      SELECT user_id, currency, sum(amount) AS total FROM (
        -- Wallet withdrawals carry USDC; naira payouts are held until paid, failed or reversed.
        SELECT user_id, 'USDC' AS currency, amount_minor AS amount FROM wallet_transfers
        WHERE direction = 'withdrawal' AND state = 'pending'
        UNION ALL
        SELECT user_id, currency, amount_minor FROM payouts
        WHERE state IN ('requested', 'processing')
      ) waiting GROUP BY user_id, currency
    ), holds AS (
      SELECT user_id, currency::text AS currency, balance_minor AS total FROM ledger_accounts
      WHERE kind = 'withdrawal_hold'
    )
    SELECT coalesce(h.user_id, p.user_id) AS user_id, coalesce(h.currency, p.currency) AS currency,
           coalesce(h.total, 0)::text AS held, coalesce(p.total, 0)::text AS pending
    FROM holds h FULL JOIN pending p ON p.user_id = h.user_id AND p.currency = h.currency
    WHERE coalesce(h.total, 0) <> coalesce(p.total, 0)`);
  return rows.map((row) => ({
    invariant: 'withdrawal_hold_matches',
    subject: `user ${row.user_id}`,
    detail: `${row.currency} withdrawal hold ${row.held}, pending withdrawals ${row.pending}`,
  }));
}

export async function countsAndTotals(q: Query) {
  const { rows }: Rows<Record<string, string>> = await q.execute(sql`
    SELECT
      (SELECT count(*) FROM journal_entries)::text AS entries,
      (SELECT count(*) FROM ledger_postings)::text AS postings,
      (SELECT count(*) FROM ledger_accounts)::text AS accounts,
      (SELECT count(*) FROM contracts)::text AS contracts,
      (SELECT count(*) FROM wallet_transfers)::text AS transfers,
      (SELECT coalesce(sum(amount_minor), 0) FROM ledger_postings)::text AS all_postings,
      (SELECT coalesce(sum(p.amount_minor), 0) FROM ledger_postings p
        JOIN ledger_accounts a ON a.id = p.account_id
        -- Wallet transfers are USDC; naira outside is paymentProblems' (payment-invariants.ts).
        WHERE a.kind = 'external' AND a.currency = 'USDC')::text AS external,
      (SELECT coalesce(sum(p.amount_minor), 0) FROM ledger_postings p
        JOIN ledger_accounts a ON a.id = p.account_id WHERE a.kind = 'platform_fees')::text AS fees,
      (SELECT coalesce(sum(amount_minor), 0) FROM wallet_transfers
        WHERE direction = 'deposit' AND state = 'complete')::text AS deposited,
      (SELECT coalesce(sum(amount_minor), 0) FROM wallet_transfers
        WHERE direction = 'withdrawal' AND state = 'complete')::text AS withdrawn,
      ${sql.join(
        (['available', 'withdrawal_hold', 'escrow'] as const).map(
          (kind) =>
            sql`(SELECT coalesce(sum(balance_minor), 0) FROM ledger_accounts WHERE kind = ${kind})::text AS ${sql.identifier(kind)}`,
        ),
        sql`, `,
      )}`);
  const row = rows[0]!;
  const big = (key: string) => BigInt(row[key]!);
  return {
    counted: {
      entries: Number(row.entries),
      postings: Number(row.postings),
      accounts: Number(row.accounts),
      contracts: Number(row.contracts),
      transfers: Number(row.transfers),
    },
    allPostings: big('all_postings'),
    external: big('external'),
    totals: {
      deposited: big('deposited'),
      withdrawn: big('withdrawn'),
      available: big('available'),
      withdrawalHolds: big('withdrawal_hold'),
      escrow: big('escrow'),
      fees: big('fees'),
    },
  };
}
