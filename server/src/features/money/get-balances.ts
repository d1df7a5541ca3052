import type { Balances } from '@titletrust/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sqlLiterals } from '../../db/sql-literals';
import type { Tx } from '../../platform/lifecycle';
import { ESCROW_HELD_STATES } from '../ledger/ledger-accounts';

const HELD = sqlLiterals(ESCROW_HELD_STATES);

/**
 * The viewer's money by where it is: free, on its way out, in escrow as client or as professional.
 * Escrow is summed over the viewer's contracts that hold money (by the (party, state) indexes),
 * so the cost follows their open deals, not every contract they or the platform ever had.
 */
export const balancesQuery = (userId: string) => sql`
    SELECT
      coalesce((SELECT balance_micros FROM ledger_accounts WHERE key = ${`available:${userId}`}), 0)
        AS available,
      coalesce((SELECT balance_micros FROM ledger_accounts WHERE key = ${`withdrawal_hold:${userId}`}), 0)
        AS held,
      coalesce((SELECT sum(a.balance_micros) FROM contracts c JOIN ledger_accounts a ON a.contract_id = c.id
                WHERE c.buyer_id = ${userId} AND c.state IN (${HELD})), 0) AS in_escrow,
      coalesce((SELECT sum(a.balance_micros) FROM contracts c JOIN ledger_accounts a ON a.contract_id = c.id
                WHERE c.seller_id = ${userId} AND c.state IN (${HELD})), 0) AS incoming`;

export async function getBalances(db: Database | Tx, userId: string): Promise<Balances> {
  const { rows } = await db.execute<Record<string, string>>(balancesQuery(userId));
  const row = rows[0]!;
  return {
    availableMicros: String(row.available),
    withdrawalPendingMicros: String(row.held),
    inEscrowMicros: String(row.in_escrow),
    incomingEscrowMicros: String(row.incoming),
  };
}
