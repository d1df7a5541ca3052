import { formatMoney, MILESTONE_HELD_STATES, type CurrencyCode } from '@titletrust/shared';
import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import type { LedgerProblem } from './ledger-problem';
import { ESCROW_HELD_STATES, PLATFORM_ACCOUNT_IDS } from './ledger-accounts';
import { sqlLiterals } from '../../db/sql-literals';

// The queries behind checkLedger, one per invariant (or two that read the same rows). Each
// returns what it found wrong; checkLedger runs them all on one snapshot.

const OWNED_KINDS = `'available', 'withdrawal_hold', 'escrow'`;

/** The wallet rail (deposits, withdrawals, the provider's records) carries USDC only. */
export const WALLET_CURRENCY = 'USDC' satisfies CurrencyCode;
const WALLET_KEY_SUFFIX = `:${WALLET_CURRENCY}`;

type Rows<Row> = { rows: Row[] };

/** A figure from SQL (text of integer minor units), for people to read. */
const money = (minor: string, currency: CurrencyCode) => formatMoney(BigInt(minor), currency);
type Query = Database | Tx;

/**
 * Entries with fewer than two postings, or whose postings do not sum to zero in some currency;
 * and postings in another currency than their account's (the foreign key forbids it: this proves
 * it of any snapshot).
 */
export async function unbalancedEntries(q: Query): Promise<LedgerProblem[]> {
  const { rows }: Rows<{ id: string; kind: string; postings: number; totals: string | null }> =
    await q.execute(sql`
      WITH per_currency AS (
        SELECT entry_id, currency, count(*)::int AS postings, sum(amount_minor) AS total
        FROM ledger_postings GROUP BY entry_id, currency
      )
      SELECT e.id, e.kind, coalesce(sum(c.postings), 0)::int AS postings,
             string_agg(c.currency || ' ' || c.total::text, ', ' ORDER BY c.currency) AS totals
      FROM journal_entries e LEFT JOIN per_currency c ON c.entry_id = e.id
      GROUP BY e.id
      HAVING coalesce(sum(c.postings), 0) < 2 OR bool_or(c.total <> 0)`);
  const { rows: strays }: Rows<{ id: string; entry_id: string; key: string; currency: string }> =
    await q.execute(sql`
      SELECT p.id::text, p.entry_id, a.key, p.currency FROM ledger_postings p
      JOIN ledger_accounts a ON a.id = p.account_id WHERE p.currency <> a.currency`);
  return [
    ...rows.map((row): LedgerProblem => ({
      invariant: 'entry_balanced',
      subject: `entry ${row.id}`,
      detail: `${row.kind}: ${row.postings} posting(s) summing to ${row.totals ?? '0'}`,
    })),
    ...strays.map((row): LedgerProblem => ({
      invariant: 'posting_in_account_currency',
      subject: `entry ${row.entry_id}`,
      detail: `posting ${row.id} moves ${row.currency} in account ${row.key}`,
    })),
  ];
}

export async function accountProblems(q: Query): Promise<LedgerProblem[]> {
  // The platform accounts keep no running balance (decision 010): theirs must stay 0. Fees can
  // only have come in; the outside world can only have given (its sum is minus net deposits).
  const {
    rows,
  }: Rows<{
    key: string;
    kind: string;
    currency: CurrencyCode;
    balance: string;
    postings: string;
  }> = await q.execute(sql`
      WITH sums AS (
        SELECT account_id, sum(amount_minor) AS total FROM ledger_postings GROUP BY account_id
      ), accounts AS (
        SELECT a.key, a.kind, a.currency, a.balance_minor AS balance, coalesce(s.total, 0) AS postings
        FROM ledger_accounts a LEFT JOIN sums s ON s.account_id = a.id
      )
      SELECT key, kind, currency, balance::text, postings::text FROM accounts
      WHERE CASE WHEN kind IN (${sql.raw(OWNED_KINDS)}) THEN balance <> postings OR balance < 0
                 ELSE balance <> 0 END
         OR (kind = 'platform_fees' AND postings < 0) OR (kind = 'external' AND postings > 0)`);
  return rows.flatMap((row): LedgerProblem[] => {
    const owned = row.kind !== 'platform_fees' && row.kind !== 'external';
    const problems: LedgerProblem[] = [];
    const detail = `balance ${money(row.balance, row.currency)}, postings sum to ${money(row.postings, row.currency)}`;
    if (owned ? row.balance !== row.postings : row.balance !== '0')
      problems.push({
        invariant: 'balance_matches_postings',
        subject: `account ${row.key}`,
        detail,
      });
    const negative = owned
      ? BigInt(row.balance) < 0n || BigInt(row.postings) < 0n
      : BigInt(row.postings) * (row.kind === 'external' ? -1n : 1n) < 0n;
    if (negative)
      problems.push({
        invariant: 'not_negative',
        subject: `account ${row.key}`,
        detail,
      });
    return problems;
  });
}

/**
 * Each currency has its two platform accounts under the fixed ids the code posts to, and there
 * are no others: an entry in a currency moves that currency's fees and outside world.
 */
export async function platformAccountProblems(q: Query): Promise<LedgerProblem[]> {
  const { rows }: Rows<{ id: string; key: string; kind: string; currency: CurrencyCode }> =
    await q.execute(sql`
      SELECT id, key, kind, currency FROM ledger_accounts
      WHERE kind IN ('platform_fees', 'external')`);
  const problems: LedgerProblem[] = [];
  const expected = Object.entries(PLATFORM_ACCOUNT_IDS).flatMap(([currency, ids]) =>
    Object.entries(ids).map(([kind, id]) => ({ id, kind, currency })),
  );
  for (const want of expected) {
    const found = rows.find((row) => row.id === want.id);
    const key = `${want.kind}:${want.currency}`;
    if (!found || found.kind !== want.kind || found.currency !== want.currency || found.key !== key)
      problems.push({
        invariant: 'platform_accounts',
        subject: `account ${want.id}`,
        detail: found
          ? `is ${found.key} (${found.kind}, ${found.currency}); should be ${key}`
          : `${key} is missing`,
      });
  }
  for (const row of rows)
    if (!expected.some((want) => want.id === row.id))
      problems.push({
        invariant: 'platform_accounts',
        subject: `account ${row.id}`,
        detail: `${row.key} is a platform account the code never posts to`,
      });
  return problems;
}

/**
 * Each milestone's escrow and entries against its state: it holds its amount exactly while
 * funded and not paid out, nothing otherwise; it was funded once unless it never was, and paid
 * out once when released or ruled on. Each contract's state agrees with its milestones' (it holds
 * escrow exactly when one of them does, and is over exactly when none is open), and its entries
 * move only its own currency. Entries written before milestones name only their contract, whose
 * one milestone has the contract's id.
 */
export async function contractProblems(q: Query): Promise<LedgerProblem[]> {
  const {
    rows: milestones,
  }: Rows<{
    id: string;
    contract_id: string;
    position: number;
    state: string;
    currency: CurrencyCode;
    amount: string;
    held: string;
    expected_held: string;
    funds: number;
    payouts: number;
    expected_funds: number;
    expected_payouts: number;
  }> = await q.execute(sql`
    WITH entries AS (
      SELECT coalesce(milestone_id, contract_id) AS milestone_id,
             count(*) FILTER (WHERE kind = 'fund_escrow')::int AS funds,
             count(*) FILTER (WHERE kind IN ('release', 'refund', 'split'))::int AS payouts
      FROM journal_entries WHERE contract_id IS NOT NULL GROUP BY 1
    ), checked AS (
      SELECT m.id, m.contract_id, m.position, m.state, c.currency, m.amount_minor AS amount,
             coalesce(a.balance_minor, 0) AS held,
             CASE WHEN m.state IN (${sql.raw(sqlLiterals(MILESTONE_HELD_STATES))}) THEN m.amount_minor ELSE 0 END
               AS expected_held,
             coalesce(e.funds, 0) AS funds, coalesce(e.payouts, 0) AS payouts,
             CASE WHEN m.state IN ('awaiting_funding', 'dropped') THEN 0 ELSE 1 END AS expected_funds,
             CASE WHEN m.state IN ('released', 'resolved') THEN 1 ELSE 0 END AS expected_payouts
      FROM contract_milestones m
      JOIN contracts c ON c.id = m.contract_id
      -- The escrow in the contract's currency: one in another would hold nothing it should.
      LEFT JOIN ledger_accounts a
        ON a.kind = 'escrow' AND a.milestone_id = m.id AND a.currency = c.currency
      LEFT JOIN entries e ON e.milestone_id = m.id
    )
    SELECT id, contract_id, position, state, currency, amount::text, held::text,
           expected_held::text, funds, payouts, expected_funds, expected_payouts
    FROM checked
    WHERE held <> expected_held OR funds <> expected_funds OR payouts <> expected_payouts`);
  const {
    rows: contracts,
  }: Rows<{
    id: string;
    state: string;
    stray: number;
    state_agrees: boolean;
    unplaced: number;
  }> = await q.execute(sql`
    WITH foreign_postings AS (
      SELECT e.contract_id, count(*)::int AS n
      FROM journal_entries e
      JOIN contracts c ON c.id = e.contract_id
      JOIN ledger_postings p ON p.entry_id = e.id
      WHERE p.currency <> c.currency GROUP BY e.contract_id
    ), unplaced_entries AS (
      -- Entries of a contract that name none of its milestones.
      SELECT e.contract_id, count(*)::int AS n
      FROM journal_entries e
      WHERE e.contract_id IS NOT NULL AND NOT EXISTS (
        SELECT 1 FROM contract_milestones m
        WHERE m.contract_id = e.contract_id AND m.id = coalesce(e.milestone_id, e.contract_id))
      GROUP BY e.contract_id
    ), by_contract AS (
      SELECT c.id, c.state, coalesce(f.n, 0) AS stray, coalesce(u.n, 0) AS unplaced,
             (c.state IN (${sql.raw(sqlLiterals(ESCROW_HELD_STATES))})) = coalesce(bool_or(
               m.state IN (${sql.raw(sqlLiterals(MILESTONE_HELD_STATES))})), false)
             AND (c.state IN ('completed', 'resolved', 'cancelled')) = coalesce(bool_and(
               m.state IN ('released', 'resolved', 'dropped')), true) AS state_agrees
      FROM contracts c
      LEFT JOIN contract_milestones m ON m.contract_id = c.id
      LEFT JOIN foreign_postings f ON f.contract_id = c.id
      LEFT JOIN unplaced_entries u ON u.contract_id = c.id
      GROUP BY c.id, c.state, f.n, u.n
    )
    SELECT id, state, stray, unplaced, state_agrees FROM by_contract
    WHERE stray > 0 OR unplaced > 0 OR NOT state_agrees`);
  return [
    ...milestones.flatMap((row): LedgerProblem[] => {
      const subject = `contract ${row.contract_id}, milestone ${row.position}`;
      return [
        ...(row.held !== row.expected_held
          ? [
              {
                invariant: 'escrow_matches_contract' as const,
                subject,
                detail: `${row.state} for ${money(row.amount, row.currency)}: escrow holds ${money(row.held, row.currency)}, should hold ${money(row.expected_held, row.currency)}`,
              },
            ]
          : []),
        ...(row.funds !== row.expected_funds || row.payouts !== row.expected_payouts
          ? [
              {
                invariant: 'contract_entries' as const,
                subject,
                detail: `${row.state}: funded ${row.funds}× (expected ${row.expected_funds}), paid out ${row.payouts}× (expected ${row.expected_payouts})`,
              },
            ]
          : []),
      ];
    }),
    ...contracts.flatMap((row): LedgerProblem[] => [
      ...(row.state_agrees
        ? []
        : [
            {
              invariant: 'escrow_matches_contract' as const,
              subject: `contract ${row.id}`,
              detail: `${row.state}, which its milestones' states do not make it`,
            },
          ]),
      ...(row.stray > 0
        ? [
            {
              invariant: 'contract_entries' as const,
              subject: `contract ${row.id}`,
              detail: `${row.stray} posting(s) of its entries move another currency than its own`,
            },
          ]
        : []),
      ...(row.unplaced > 0
        ? [
            {
              invariant: 'contract_entries' as const,
              subject: `contract ${row.id}`,
              detail: `${row.unplaced} of its entries name none of its milestones`,
            },
          ]
        : []),
    ]),
  ];
}

/**
 * Each wallet transfer's entries, by kind, and what each moved: a credited deposit has one
 * deposit entry; a withdrawal one hold, then one completion or one return once settled; each
 * moves the transfer's amount into the account its kind names. The wallet rail carries USDC
 * only: a USDC deposit or withdrawal entry naming no (or an unknown) transfer is reported, and so
 * is a transfer's entry in another currency. Naira deposits and withdrawals go through the
 * payments provider, not wallet transfers, and are not held to them.
 */
export async function transferProblems(q: Query): Promise<LedgerProblem[]> {
  const { rows }: Rows<{ subject: string; detail: string }> = await q.execute(sql`
    WITH moved AS (
      SELECT e.id, e.kind, e.transfer_id,
             sum(p.amount_minor) FILTER (WHERE p.amount_minor > 0) AS amount,
             bool_or(p.amount_minor > 0 AND a.key = CASE e.kind
               WHEN 'withdrawal_hold' THEN 'withdrawal_hold:' || t.user_id || ${WALLET_KEY_SUFFIX}
               WHEN 'withdrawal_complete' THEN 'external' || ${WALLET_KEY_SUFFIX}
               ELSE 'available:' || t.user_id || ${WALLET_KEY_SUFFIX} END) AS right_account,
             string_agg(DISTINCT p.currency, ', ') AS currencies,
             t.id IS NOT NULL AS known, t.amount_minor AS expected
      FROM journal_entries e
      JOIN ledger_postings p ON p.entry_id = e.id
      JOIN ledger_accounts a ON a.id = p.account_id
      LEFT JOIN wallet_transfers t ON t.id = e.transfer_id
      WHERE e.transfer_id IS NOT NULL
         OR (e.kind IN ('deposit', 'withdrawal_hold', 'withdrawal_complete', 'withdrawal_return')
             AND p.currency = ${WALLET_CURRENCY})
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
                WHEN currencies <> ${WALLET_CURRENCY}
                  THEN format('%s entry moves %s; wallet transfers are %s', kind, currencies,
                              ${WALLET_CURRENCY}::text)
                ELSE format('%s entry moves %s to %s; the transfer is for %s', kind, amount,
                            CASE WHEN right_account THEN 'the right account' ELSE 'another account' END,
                            expected) END
    FROM moved
    WHERE transfer_id IS NULL OR NOT known OR currencies <> ${WALLET_CURRENCY}
       OR amount <> expected OR NOT right_account`);
  return rows.map((row) => ({ invariant: 'transfer_entries', ...row }));
}

/** Each user's withdrawal hold, per currency, equals their pending wallet withdrawals (USDC) and naira payouts. */
export async function holdProblems(q: Query): Promise<LedgerProblem[]> {
  const { rows }: Rows<{ user_id: string; currency: CurrencyCode; held: string; pending: string }> =
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
    detail: `withdrawal hold ${money(row.held, row.currency)}, pending withdrawals and payouts ${money(row.pending, row.currency)}`,
  }));
}
