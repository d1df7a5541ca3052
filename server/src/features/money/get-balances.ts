import type { Balances } from '@titletrust/shared';
import type { Database, Tx } from '../../db/client';
import { runNamed, type NamedStatement } from '../../db/named-statement';
import { sqlLiterals } from '../../db/sql-literals';
import { ESCROW_HELD_STATES } from '../ledger';

const HELD = sqlLiterals(ESCROW_HELD_STATES);

/**
 * A user's balances as one JSON column, the user's id being `user` (a parameter or a column):
 * one row per currency, never summed across currencies. Naira always comes first (the currency a
 * new gig is posted in); another currency appears once the user holds or awaits some of it.
 * Escrow is summed over the user's contracts that hold money (by the (party, state) indexes,
 * one read per side: an OR of the two scanned every contract), so the cost follows their open
 * deals, not every contract they or the platform ever had.
 */
export const balancesColumn = (user: string) => `(
  SELECT jsonb_agg(jsonb_build_object(
      'currency', currency,
      'availableMinor', available::text,
      'withdrawalPendingMinor', held::text,
      'inEscrowMinor', in_escrow::text,
      'incomingEscrowMinor', incoming::text
    ) ORDER BY currency <> 'NGN', currency)
  FROM (
    SELECT currency, sum(available) AS available, sum(held) AS held,
      sum(in_escrow) AS in_escrow, sum(incoming) AS incoming
    FROM (
      SELECT currency,
        CASE kind WHEN 'available' THEN balance_minor ELSE 0 END AS available,
        CASE kind WHEN 'withdrawal_hold' THEN balance_minor ELSE 0 END AS held,
        0 AS in_escrow, 0 AS incoming
      FROM ledger_accounts WHERE user_id = ${user}
      UNION ALL
      SELECT c.currency, 0, 0, a.balance_minor, 0
      FROM contracts c JOIN ledger_accounts a ON a.contract_id = c.id
      WHERE c.buyer_id = ${user} AND c.state IN (${HELD})
      UNION ALL
      SELECT c.currency, 0, 0, 0, a.balance_minor
      FROM contracts c JOIN ledger_accounts a ON a.contract_id = c.id
      WHERE c.seller_id = ${user} AND c.state IN (${HELD})
      UNION ALL
      SELECT 'NGN', 0, 0, 0, 0
    ) parts
    GROUP BY currency
    HAVING currency = 'NGN' OR sum(available) + sum(held) + sum(in_escrow) + sum(incoming) > 0
  ) per_currency
) AS balances`;

export type BalancesColumn = { balances: Balances };

export const BALANCES_STATEMENT: NamedStatement = {
  name: 'viewer_balances',
  text: `SELECT ${balancesColumn('$1::uuid')}`,
};

/** The viewer's money by where it is: free, on its way out, in escrow as client or as professional. */
export async function getBalances(db: Database | Tx, userId: string): Promise<Balances> {
  const [row] = await runNamed<BalancesColumn>(db, BALANCES_STATEMENT, [userId]);
  return row!.balances;
}
