import type { Balances } from '@titletrust/shared';
import type { Database, Tx } from '../../db/client';
import { runNamed, type NamedStatement } from '../../db/named-statement';
import { sqlLiterals } from '../../db/sql-literals';
import { ESCROW_HELD_STATES } from '../ledger';

const HELD = sqlLiterals(ESCROW_HELD_STATES);

/**
 * The select-list of a user's balances, the user's id being `user` (a parameter or a column).
 * Escrow is summed over the user's contracts that hold money (by the (party, state) indexes),
 * so the cost follows their open deals, not every contract they or the platform ever had.
 */
export const balanceColumns = (user: string) => `
  coalesce((SELECT balance_micros FROM ledger_accounts WHERE user_id = ${user} AND kind = 'available'), 0)::text
    AS available_micros,
  coalesce((SELECT balance_micros FROM ledger_accounts WHERE user_id = ${user} AND kind = 'withdrawal_hold'), 0)::text
    AS withdrawal_pending_micros,
  coalesce((SELECT sum(a.balance_micros) FROM contracts c JOIN ledger_accounts a ON a.contract_id = c.id
            WHERE c.buyer_id = ${user} AND c.state IN (${HELD})), 0)::text AS in_escrow_micros,
  coalesce((SELECT sum(a.balance_micros) FROM contracts c JOIN ledger_accounts a ON a.contract_id = c.id
            WHERE c.seller_id = ${user} AND c.state IN (${HELD})), 0)::text AS incoming_escrow_micros`;

export type BalanceColumns = {
  available_micros: string;
  withdrawal_pending_micros: string;
  in_escrow_micros: string;
  incoming_escrow_micros: string;
};

export const toBalances = (row: BalanceColumns): Balances => ({
  availableMicros: row.available_micros,
  withdrawalPendingMicros: row.withdrawal_pending_micros,
  inEscrowMicros: row.in_escrow_micros,
  incomingEscrowMicros: row.incoming_escrow_micros,
});

export const BALANCES_STATEMENT: NamedStatement = {
  name: 'viewer_balances',
  text: `SELECT ${balanceColumns('$1::uuid')}`,
};

/** The viewer's money by where it is: free, on its way out, in escrow as client or as professional. */
export async function getBalances(db: Database | Tx, userId: string): Promise<Balances> {
  const [row] = await runNamed<BalanceColumns>(db, BALANCES_STATEMENT, [userId]);
  return toBalances(row!);
}
