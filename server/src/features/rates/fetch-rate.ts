import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import type { FetchedRate, RateSource } from './rate-source';
import { storeRate } from './store-rate';

/**
 * The daily job: asks the source for its latest rate and stores it. A failure (no network, the
 * CBN down or answering something unreadable) is logged and changes nothing: the last stored
 * rate stands, with its own date, and turns "old" by itself. Never throws, so pg-boss does not
 * retry a source that is down; tomorrow's run tries again.
 */
export async function fetchRate(deps: {
  db: Database;
  source: RateSource;
  logger: FastifyBaseLogger | false;
}): Promise<FetchedRate | null> {
  const { db, source, logger } = deps;
  try {
    const rate = await source.fetchLatest();
    await storeRate(db, source.name, rate);
    if (logger)
      logger.info(
        {
          source: source.name,
          rateDate: rate.rateDate,
          nairaPerUsdMinor: String(rate.nairaPerUsdMinor),
        },
        'exchange rate stored',
      );
    return rate;
  } catch (error) {
    if (logger)
      logger.warn(
        { err: error, source: source.name },
        'exchange rate not fetched; the last stored rate stands',
      );
    return null;
  }
}
