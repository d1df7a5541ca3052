import type { PlatformMoney } from '@titletrust/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { sqlLiterals } from '../../db/sql-literals';
import { ESCROW_HELD_STATES, PLATFORM_ACCOUNT_IDS } from '../ledger';

const HELD = sql.raw(sqlLiterals(ESCROW_HELD_STATES));
const FEES_ACCOUNT = PLATFORM_ACCOUNT_IDS.platform_fees;

interface FeeDay extends Record<string, unknown> {
  day: string;
  micros: string;
}

/**
 * The platform's money as the ledger has it, read-only: the escrow of contracts that hold money
 * (the same states a person's escrow totals count), and the fees earned, ever and day by day
 * over the last `windowDays` UTC days. The fee account keeps no running balance (no movement
 * waits on a platform-wide row), so its figures are sums of its postings; amounts stay text, as
 * bigints do not fit a JS number.
 */
export async function readPlatformMoney(db: Database, windowDays: number): Promise<PlatformMoney> {
  const [escrow, feesTotal, feesByDay] = await Promise.all([
    db.execute<{ held: string; contracts: number }>(sql`
      SELECT coalesce(sum(a.balance_micros), 0)::text AS held,
             count(*) FILTER (WHERE a.balance_micros > 0)::int AS contracts
      FROM contracts c JOIN ledger_accounts a ON a.contract_id = c.id
      WHERE c.state IN (${HELD})`),
    db.execute<{ total: string }>(sql`
      SELECT coalesce(sum(amount_micros), 0)::text AS total
      FROM ledger_postings WHERE account_id = ${FEES_ACCOUNT}::uuid`),
    // One row per day of the window, zero-filled, in UTC like the activity counts.
    db.execute<FeeDay>(sql`
      WITH days AS (
        SELECT generate_series(
          (now() AT TIME ZONE 'UTC')::date - ${windowDays - 1}::int,
          (now() AT TIME ZONE 'UTC')::date,
          interval '1 day'
        )::date AS day
      ), fees AS (
        SELECT amount_micros, (created_at AT TIME ZONE 'UTC')::date AS day
        FROM ledger_postings
        WHERE account_id = ${FEES_ACCOUNT}::uuid
          AND created_at >= ((now() AT TIME ZONE 'UTC')::date - ${windowDays - 1}::int)::timestamp
                            AT TIME ZONE 'UTC'
      )
      SELECT to_char(days.day, 'YYYY-MM-DD') AS day,
             coalesce(sum(fees.amount_micros), 0)::text AS micros
      FROM days LEFT JOIN fees ON fees.day = days.day
      GROUP BY days.day
      ORDER BY days.day`),
  ]);
  const byDay = feesByDay.rows.map(({ day, micros }) => ({ day, micros }));
  return {
    escrowHeldMicros: escrow.rows[0]!.held,
    contractsHoldingEscrow: escrow.rows[0]!.contracts,
    feesEarnedMicros: feesTotal.rows[0]!.total,
    feesEarnedInWindowMicros: byDay.reduce((sum, day) => sum + BigInt(day.micros), 0n).toString(),
    feesByDay: byDay,
  };
}
