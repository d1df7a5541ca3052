import { lagosToday } from '@titletrust/shared';
import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { exchangeRates } from '../../db/schema';
import { storeRate } from './store-rate';

/** The demo's rate, ₦1,528.50 per dollar: shown locally when nothing is configured or fetched. */
export const DEMO_NAIRA_PER_USD_MINOR = 152_850n;

/**
 * At start: a configured rate (`NGN_PER_USD_RATE`) is stored, dated the first day it is seen,
 * and again only when the figure changes, so its date says how long it has stood. In demo mode
 * with nothing configured and no rate stored, the demo rate is stored (source "configured") so
 * the indicative line shows offline. Returns what it stored, or null.
 */
export async function seedConfiguredRate(
  db: Database,
  settings: { configuredMinor: bigint | undefined; demoMode: boolean },
  now: Date = new Date(),
): Promise<bigint | null> {
  const today = lagosToday(now);
  if (settings.configuredMinor !== undefined) {
    const [latest] = await db
      .select({ minor: exchangeRates.nairaPerUsdMinor })
      .from(exchangeRates)
      .where(eq(exchangeRates.source, 'configured'))
      .orderBy(desc(exchangeRates.rateDate))
      .limit(1);
    if (latest?.minor === settings.configuredMinor) return null;
    await storeRate(
      db,
      'configured',
      { rateDate: today, nairaPerUsdMinor: settings.configuredMinor },
      now,
    );
    return settings.configuredMinor;
  }
  if (!settings.demoMode) return null;
  const [any] = await db.select({ date: exchangeRates.rateDate }).from(exchangeRates).limit(1);
  if (any) return null;
  await storeRate(
    db,
    'configured',
    { rateDate: today, nairaPerUsdMinor: DEMO_NAIRA_PER_USD_MINOR },
    now,
  );
  return DEMO_NAIRA_PER_USD_MINOR;
}
