import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import type { LedgerProblem } from './ledger-problem';

type Rows<Row> = { rows: Row[] };
type Query = Database | Tx;

/**
 * Naira through the payments provider (decision 057), held to its entries as wallet transfers
 * are: a paid checkout has one deposit entry of its amount into its payer's available naira, any
 * other none; a payout has one hold, one completion once it was paid, and one return once it
 * failed or was reversed, each of the payout's amount into the account its kind names.
 */
export async function paymentProblems(q: Query): Promise<LedgerProblem[]> {
  const { rows }: Rows<{ subject: string; detail: string }> = await q.execute(sql`
    WITH moved AS (
      SELECT e.id, e.kind, e.checkout_id, e.payout_id,
             sum(p.amount_minor) FILTER (WHERE p.amount_minor > 0) AS amount,
             bool_or(p.amount_minor > 0 AND a.key = CASE e.kind
               WHEN 'withdrawal_hold' THEN 'withdrawal_hold:' || coalesce(c.user_id, o.user_id) || ':NGN'
               WHEN 'withdrawal_complete' THEN 'external:NGN'
               ELSE 'available:' || coalesce(c.user_id, o.user_id) || ':NGN' END) AS right_account,
             coalesce(c.amount_minor, o.amount_minor) AS expected
      FROM journal_entries e
      JOIN ledger_postings p ON p.entry_id = e.id
      JOIN ledger_accounts a ON a.id = p.account_id
      LEFT JOIN payment_checkouts c ON c.id = e.checkout_id
      LEFT JOIN payouts o ON o.id = e.payout_id
      WHERE e.checkout_id IS NOT NULL OR e.payout_id IS NOT NULL
      GROUP BY e.id, c.id, o.id
    ), checkout_counts AS (
      SELECT c.id, c.state, count(m.id)::int AS deposits
      FROM payment_checkouts c LEFT JOIN moved m ON m.checkout_id = c.id AND m.kind = 'deposit'
      GROUP BY c.id
    ), payout_counts AS (
      SELECT o.id, o.state, o.paid_at IS NOT NULL AS was_paid,
             count(m.id) FILTER (WHERE m.kind = 'withdrawal_hold')::int AS hold,
             count(m.id) FILTER (WHERE m.kind = 'withdrawal_complete')::int AS complete,
             count(m.id) FILTER (WHERE m.kind = 'withdrawal_return')::int AS returned
      FROM payouts o LEFT JOIN moved m ON m.payout_id = o.id
      GROUP BY o.id
    )
    SELECT 'checkout ' || id AS subject, format('%s checkout has %s deposit entries', state, deposits) AS detail
    FROM checkout_counts
    WHERE deposits <> CASE WHEN state = 'paid' THEN 1 ELSE 0 END
    UNION ALL
    SELECT 'payout ' || id,
           format('%s payout has %s hold, %s completion and %s return entries', state, hold, complete, returned)
    FROM payout_counts
    WHERE (hold, complete, returned) IS DISTINCT FROM (
      1,
      CASE WHEN was_paid THEN 1 ELSE 0 END,
      CASE WHEN state IN ('failed', 'reversed') THEN 1 ELSE 0 END)
    UNION ALL
    SELECT 'entry ' || id,
           format('%s entry moves %s to %s; its payment is for %s', kind, amount,
                  CASE WHEN right_account THEN 'the right account' ELSE 'another account' END, expected)
    FROM moved
    WHERE amount <> expected OR NOT right_account`);
  const problems: LedgerProblem[] = rows.map((row) => ({ invariant: 'payment_entries', ...row }));
  // Naira outside: paid in by checkouts, less what payouts paid out and banks did not reverse.
  const { rows: outside }: Rows<{ outside: string; expected: string }> = await q.execute(sql`
    SELECT
      (SELECT -coalesce(sum(p.amount_minor), 0) FROM ledger_postings p
        JOIN ledger_accounts a ON a.id = p.account_id
        WHERE a.kind = 'external' AND a.currency = 'NGN')::text AS outside,
      ((SELECT coalesce(sum(amount_minor), 0) FROM payment_checkouts WHERE state = 'paid')
       - (SELECT coalesce(sum(amount_minor), 0) FROM payouts
          WHERE paid_at IS NOT NULL AND state <> 'reversed'))::text AS expected`);
  const { outside: went, expected } = outside[0]!;
  if (went !== expected)
    problems.push({
      invariant: 'payment_entries',
      subject: 'account external:NGN',
      detail: `${went} naira went in from outside; paid checkouts less paid payouts are ${expected}`,
    });
  return problems;
}
