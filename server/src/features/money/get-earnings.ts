import type { Earnings } from '@titletrust/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { PLATFORM_ACCOUNT_IDS } from '../ledger';
import { getBalances } from './get-balances';

const MONTHS = 12;

function lastMonths(now: Date): string[] {
  return Array.from({ length: MONTHS }, (_, index) => {
    const moment = new Date(
      Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (MONTHS - 1 - index), 1),
    );
    return moment.toISOString().slice(0, 7);
  });
}

/**
 * What a professional earned: released escrow (their part of releases and splits, after the
 * fee) by month for the last twelve months, the fees kept, and their balances.
 */
export async function getEarnings(
  db: Database,
  userId: string,
  now = new Date(),
): Promise<Earnings> {
  const [{ rows }, { rows: totals }, balances] = await Promise.all([
    db.execute<{ month: string; earned: string; fees: string }>(sql`
      SELECT to_char(date_trunc('month', e.created_at AT TIME ZONE 'UTC'), 'YYYY-MM') AS month,
        coalesce(sum(p.amount_micros) FILTER (WHERE a.key = ${`available:${userId}`}), 0) AS earned,
        coalesce(sum(p.amount_micros) FILTER (WHERE p.account_id = ${PLATFORM_ACCOUNT_IDS.platform_fees}::uuid), 0) AS fees
      FROM journal_entries e
      JOIN contracts c ON c.id = e.contract_id AND c.seller_id = ${userId}
      JOIN ledger_postings p ON p.entry_id = e.id
      JOIN ledger_accounts a ON a.id = p.account_id
      WHERE e.kind IN ('release', 'split')
        AND e.created_at >= date_trunc('month', now()) - make_interval(months => ${MONTHS - 1})
      GROUP BY 1`),
    db.execute<{ earned: string; fees: string }>(sql`
      SELECT
        coalesce(sum(p.amount_micros) FILTER (WHERE a.key = ${`available:${userId}`}), 0) AS earned,
        coalesce(sum(p.amount_micros) FILTER (WHERE p.account_id = ${PLATFORM_ACCOUNT_IDS.platform_fees}::uuid), 0) AS fees
      FROM journal_entries e
      JOIN contracts c ON c.id = e.contract_id AND c.seller_id = ${userId}
      JOIN ledger_postings p ON p.entry_id = e.id
      JOIN ledger_accounts a ON a.id = p.account_id
      WHERE e.kind IN ('release', 'split')`),
    getBalances(db, userId),
  ]);
  const byMonth = new Map(rows.map((row) => [row.month, row]));
  return {
    byMonth: lastMonths(now).map((month) => ({
      month,
      earnedMicros: String(byMonth.get(month)?.earned ?? '0'),
      feesMicros: String(byMonth.get(month)?.fees ?? '0'),
    })),
    totalEarnedMicros: String(totals[0]?.earned ?? '0'),
    totalFeesMicros: String(totals[0]?.fees ?? '0'),
    balances,
  };
}
