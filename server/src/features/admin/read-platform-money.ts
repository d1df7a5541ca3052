import { CURRENCY_CODES, type CurrencyCode, type PlatformMoney } from '@titletrust/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sqlLiterals } from '../../db/sql-literals';
import { ESCROW_HELD_STATES, PLATFORM_ACCOUNT_IDS } from '../ledger';

const HELD = sql.raw(sqlLiterals(ESCROW_HELD_STATES));

interface FeeDay extends Record<string, unknown> {
  day: string;
  amount: string;
}

/**
 * One currency's platform money as the ledger has it, read-only: the escrow of contracts that
 * hold money (the same states a person's escrow totals count), and the fees earned, ever and day
 * by day over the last `windowDays` UTC days. The fee account keeps no running balance (no
 * movement waits on a platform-wide row), so its figures are sums of its postings; amounts stay
 * text, as bigints do not fit a JS number.
 */
async function readCurrencyMoney(db: Database, currency: CurrencyCode, windowDays: number) {
  const feesAccount = PLATFORM_ACCOUNT_IDS[currency].platform_fees;
  const [escrow, feesTotal, feesByDay] = await Promise.all([
    db.execute<{ held: string; contracts: number }>(sql`
      SELECT coalesce(sum(a.balance_minor), 0)::text AS held,
             count(*) FILTER (WHERE a.balance_minor > 0)::int AS contracts
      FROM contracts c JOIN ledger_accounts a ON a.contract_id = c.id
      WHERE c.state IN (${HELD}) AND c.currency = ${currency}`),
    db.execute<{ total: string }>(sql`
      SELECT coalesce(sum(amount_minor), 0)::text AS total
      FROM ledger_postings WHERE account_id = ${feesAccount}::uuid`),
    // One row per day of the window, zero-filled, in UTC like the activity counts.
    db.execute<FeeDay>(sql`
      WITH days AS (
        SELECT generate_series(
          (now() AT TIME ZONE 'UTC')::date - ${windowDays - 1}::int,
          (now() AT TIME ZONE 'UTC')::date,
          interval '1 day'
        )::date AS day
      ), fees AS (
        SELECT amount_minor, (created_at AT TIME ZONE 'UTC')::date AS day
        FROM ledger_postings
        WHERE account_id = ${feesAccount}::uuid
          AND created_at >= ((now() AT TIME ZONE 'UTC')::date - ${windowDays - 1}::int)::timestamp
                            AT TIME ZONE 'UTC'
      )
      SELECT to_char(days.day, 'YYYY-MM-DD') AS day,
             coalesce(sum(fees.amount_minor), 0)::text AS amount
      FROM days LEFT JOIN fees ON fees.day = days.day
      GROUP BY days.day
      ORDER BY days.day`),
  ]);
  const byDay = feesByDay.rows.map(({ day, amount }) => ({ day, amountMinor: amount }));
  return {
    currency,
    escrowHeldMinor: escrow.rows[0]!.held,
    contractsHoldingEscrow: escrow.rows[0]!.contracts,
    feesEarnedMinor: feesTotal.rows[0]!.total,
    feesEarnedInWindowMinor: byDay
      .reduce((sum, day) => sum + BigInt(day.amountMinor), 0n)
      .toString(),
    feesByDay: byDay,
  };
}

/**
 * The platform's money per currency, naira first, never summed across currencies: naira always,
 * another currency once it has held escrow or earned a fee.
 */
export async function readPlatformMoney(db: Database, windowDays: number): Promise<PlatformMoney> {
  const all = await Promise.all(
    CURRENCY_CODES.map((currency) => readCurrencyMoney(db, currency, windowDays)),
  );
  return all.filter(
    (money) =>
      money.currency === 'NGN' || money.escrowHeldMinor !== '0' || money.feesEarnedMinor !== '0',
  );
}
