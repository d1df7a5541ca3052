import type { Balances } from '@titletrust/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Tx } from '../../platform/lifecycle';

/** The viewer's money by where it is: free, on its way out, in escrow as client or as professional. */
export async function getBalances(db: Database | Tx, userId: string): Promise<Balances> {
  const { rows } = await db.execute<Record<string, string>>(sql`
    SELECT
      coalesce((SELECT balance_micros FROM ledger_accounts WHERE key = ${`available:${userId}`}), 0)
        AS available,
      coalesce((SELECT balance_micros FROM ledger_accounts WHERE key = ${`withdrawal_hold:${userId}`}), 0)
        AS held,
      coalesce((SELECT sum(a.balance_micros) FROM ledger_accounts a JOIN contracts c ON c.id = a.contract_id
                WHERE a.kind = 'escrow' AND c.buyer_id = ${userId}), 0) AS in_escrow,
      coalesce((SELECT sum(a.balance_micros) FROM ledger_accounts a JOIN contracts c ON c.id = a.contract_id
                WHERE a.kind = 'escrow' AND c.seller_id = ${userId}), 0) AS incoming`);
  const row = rows[0]!;
  return {
    availableMicros: String(row.available),
    withdrawalPendingMicros: String(row.held),
    inEscrowMicros: String(row.in_escrow),
    incomingEscrowMicros: String(row.incoming),
  };
}
