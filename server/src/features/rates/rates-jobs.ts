import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { QUEUES, type JobQueue } from '../../platform/jobs';
import { fetchRate } from './fetch-rate';
import type { RateSource } from './rate-source';
import { seedConfiguredRate } from './seed-configured-rate';

export interface RatesJobsDeps {
  db: Database;
  jobs: JobQueue;
  /** Null: no source to fetch from (RATE_SOURCE_URL=off); stored and configured rates stand. */
  source: RateSource | null;
  logger: FastifyBaseLogger | false;
  configuredMinor: bigint | undefined;
  demoMode: boolean;
  /** Fetch once now as well as daily (not in tests, which must not reach the CBN). */
  fetchAtStart: boolean;
}

/**
 * The indicative rate: a configured (or, in demo mode, the demo) rate stored at start, then the
 * CBN's fetched every day at 16:30 in Lagos, after the day's rates are usually published.
 */
export async function startRatesJobs(deps: RatesJobsDeps) {
  const { db, jobs, source, logger } = deps;
  const seeded = await seedConfiguredRate(db, deps);
  if (seeded !== null && logger)
    logger.info({ nairaPerUsdMinor: String(seeded) }, 'configured exchange rate stored');
  // Registered even with no source, so a schedule kept from an earlier start finds its worker.
  await jobs.work(QUEUES.fetchExchangeRate.name, async () => {
    if (source) await fetchRate({ db, source, logger });
  });
  await jobs.schedule(QUEUES.fetchExchangeRate.name, '30 16 * * *', {}, { tz: 'Africa/Lagos' });
  if (source && deps.fetchAtStart)
    await jobs.send(
      QUEUES.fetchExchangeRate.name,
      {},
      { singletonKey: 'start', singletonSeconds: 300 },
    );
}
