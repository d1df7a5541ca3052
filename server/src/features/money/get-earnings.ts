import type { CurrencyCode, Earnings } from '@titletrust/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
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

interface MonthRow extends Record<string, unknown> {
  currency: CurrencyCode;
  /** null: the total row of its currency. */
  month: string | null;
  earned: string;
  fees: string;
}

/**
 * What a professional earned, per currency and never summed across currencies: released escrow
 * (their part of releases and splits, after the fee) by month for the last twelve months and in
 * all, the fees kept, and their balances.
 */
export async function getEarnings(
  db: Database,
  userId: string,
  now = new Date(),
): Promise<Earnings> {
  const [{ rows }, balances] = await Promise.all([
    // Each month of the window and the all-time total (the grouping set's null month), per
    // currency: the professional's available account and the fee account of the entry's currency.
    db.execute<MonthRow>(sql`
      SELECT a.currency,
        CASE WHEN grouping(month) = 1 THEN NULL ELSE month END AS month,
        coalesce(sum(p.amount_minor) FILTER (WHERE a.kind = 'available'), 0)::text AS earned,
        coalesce(sum(p.amount_minor) FILTER (WHERE a.kind = 'platform_fees'), 0)::text AS fees
      FROM journal_entries e
      JOIN contracts c ON c.id = e.contract_id AND c.seller_id = ${userId}
      JOIN ledger_postings p ON p.entry_id = e.id
      JOIN ledger_accounts a ON a.id = p.account_id
        AND (a.user_id = ${userId} OR a.kind = 'platform_fees')
      CROSS JOIN LATERAL (
        SELECT to_char(date_trunc('month', e.created_at AT TIME ZONE 'UTC'), 'YYYY-MM') AS month
      ) m
      WHERE e.kind IN ('release', 'split')
      GROUP BY GROUPING SETS ((a.currency, month), (a.currency))
      ORDER BY a.currency <> 'NGN', a.currency`),
    getBalances(db, userId),
  ]);
  const months = lastMonths(now);
  const currencies = [...new Set(rows.map((row) => row.currency))];
  return {
    byCurrency: currencies.map((currency) => {
      const mine = rows.filter((row) => row.currency === currency);
      const total = mine.find((row) => row.month === null);
      const byMonth = new Map(mine.map((row) => [row.month, row]));
      return {
        currency,
        byMonth: months.map((month) => ({
          month,
          earnedMinor: byMonth.get(month)?.earned ?? '0',
          feesMinor: byMonth.get(month)?.fees ?? '0',
        })),
        totalEarnedMinor: total?.earned ?? '0',
        totalFeesMinor: total?.fees ?? '0',
      };
    }),
    balances,
  };
}
