import { isRateOld, lagosToday, type UsdNgnRate } from '@titletrust/shared';
import { desc, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { exchangeRates } from '../../db/schema';

/**
 * The rate to show: the newest stored one, the CBN's when a configured rate has the same day.
 * Null when none is stored. "old" counts business days on the Lagos calendar.
 */
export async function readUsdNgnRate(db: Database, now: Date = new Date()): Promise<UsdNgnRate> {
  const [row] = await db
    .select()
    .from(exchangeRates)
    .orderBy(desc(exchangeRates.rateDate), sql`${exchangeRates.source} = 'cbn' DESC`)
    .limit(1);
  if (!row) return null;
  return {
    nairaPerUsdMinor: row.nairaPerUsdMinor.toString(),
    source: row.source === 'cbn' ? 'CBN' : 'configured',
    date: row.rateDate,
    old: isRateOld(row.rateDate, lagosToday(now)),
  };
}
