import type { PlatformStats } from '@titletrust/shared';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { countAwaitingReview } from './awaiting-review';
import { readPlatformMoney } from './read-platform-money';

/** The spec's recent-activity window (§9). */
export const ACTIVITY_WINDOW_DAYS = 7;

interface DayCount extends Record<string, unknown> {
  day: string;
  count: number;
}

async function countsByDay(db: Database, table: 'users' | 'sign_ins'): Promise<DayCount[]> {
  const source =
    table === 'users'
      ? sql`SELECT created_at FROM users`
      : sql`SELECT created_at FROM auth_events WHERE type = 'sign_in'`;
  // One row per day of the window, zero-filled, in UTC.
  const { rows } = await db.execute<DayCount>(sql`
    WITH days AS (
      SELECT generate_series(
        (now() AT TIME ZONE 'UTC')::date - ${ACTIVITY_WINDOW_DAYS - 1}::int,
        (now() AT TIME ZONE 'UTC')::date,
        interval '1 day'
      )::date AS day
    ), events AS (${source})
    SELECT to_char(days.day, 'YYYY-MM-DD') AS day,
           count(events.created_at)::int AS count
    FROM days
    LEFT JOIN events ON (events.created_at AT TIME ZONE 'UTC')::date = days.day
    GROUP BY days.day
    ORDER BY days.day`);
  return rows;
}

/**
 * Accounts created and sign-ins over the last 7 days (spec §6), totals for the dashboard, and
 * the platform's money: escrow held now and fees earned (PRODUCT.md's admin dashboard).
 */
export async function getPlatformStats(db: Database): Promise<PlatformStats> {
  const [created, signIns, totalsResult, awaiting, money] = await Promise.all([
    countsByDay(db, 'users'),
    countsByDay(db, 'sign_ins'),
    // An admin runs the platform: counted as an admin, whatever their profile says.
    db.execute<{
      accounts: number;
      buyers: number;
      sellers: number;
      admins: number;
    }>(sql`
      SELECT count(*)::int AS accounts,
             count(*) FILTER (WHERE users.role IS DISTINCT FROM 'admin' AND role_title = 'buyer')::int AS buyers,
             count(*) FILTER (WHERE users.role IS DISTINCT FROM 'admin' AND role_title = 'seller')::int AS sellers,
             count(*) FILTER (WHERE users.role = 'admin')::int AS admins
      FROM profiles JOIN users ON users.id = profiles.id`),
    countAwaitingReview(db),
    readPlatformMoney(db, ACTIVITY_WINDOW_DAYS),
  ]);
  const totals = totalsResult.rows[0]!;
  const sum = (days: DayCount[]) => days.reduce((total, day) => total + day.count, 0);
  return {
    windowDays: ACTIVITY_WINDOW_DAYS,
    accountsCreated: sum(created),
    signIns: sum(signIns),
    accountsCreatedByDay: created,
    signInsByDay: signIns,
    totals: {
      accounts: totals.accounts,
      buyers: totals.buyers,
      sellers: totals.sellers,
      admins: totals.admins,
      // The queue's own definition, so the tile and the queue never disagree.
      pendingVerifications: awaiting,
    },
    money,
  };
}
