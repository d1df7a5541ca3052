import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../../db/client';
import { PLATFORM_ACCOUNT_IDS } from './ledger-accounts';

/** Kobo, as the database sums them (text, so no precision is lost on the way). */
type FlowRow = { paid_in: string; paid_out: string };

/**
 * The naira the ledger says went through one payments provider, from the outside world's naira
 * account's postings on entries of that provider's checkouts and payouts (decision 060):
 * `paidIn`, what paid checkouts credited (their deposit entries; the fee the payer added is the
 * provider's and never booked); `paidOut`, what paid payouts sent out, less what came back of
 * them after they were paid (a reversal's return from the outside). A payout that failed or was
 * reversed before it was paid never reached the outside account, so it counts nowhere.
 */
export async function nairaThroughProvider(
  q: Database | Tx,
  provider: string,
): Promise<{ paidIn: bigint; paidOut: bigint }> {
  const { rows } = await q.execute<FlowRow>(sql`
    SELECT coalesce(sum(-p.amount_minor) FILTER (WHERE e.checkout_id IS NOT NULL), 0)::text AS paid_in,
           coalesce(sum(p.amount_minor) FILTER (WHERE e.payout_id IS NOT NULL), 0)::text AS paid_out
    FROM ledger_postings p
    JOIN journal_entries e ON e.id = p.entry_id
    LEFT JOIN payment_checkouts c ON c.id = e.checkout_id
    LEFT JOIN payouts o ON o.id = e.payout_id
    WHERE p.account_id = ${PLATFORM_ACCOUNT_IDS.NGN.external}
      AND (e.checkout_id IS NOT NULL OR e.payout_id IS NOT NULL)
      AND coalesce(c.provider, o.provider) = ${provider}`);
  const row = rows[0]!;
  return { paidIn: BigInt(row.paid_in), paidOut: BigInt(row.paid_out) };
}
