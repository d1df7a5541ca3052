import type { Database } from '../../db/client';
import { exchangeRates, type RateSourceName } from '../../db/schema';
import type { FetchedRate } from './rate-source';

/** Keeps a source's rate for its day; a second fetch the same day replaces the figure. */
export async function storeRate(
  db: Database,
  source: RateSourceName,
  rate: FetchedRate,
  fetchedAt: Date = new Date(),
): Promise<void> {
  await db
    .insert(exchangeRates)
    .values({ source, rateDate: rate.rateDate, nairaPerUsdMinor: rate.nairaPerUsdMinor, fetchedAt })
    .onConflictDoUpdate({
      target: [exchangeRates.source, exchangeRates.rateDate],
      set: { nairaPerUsdMinor: rate.nairaPerUsdMinor, fetchedAt },
    });
}
