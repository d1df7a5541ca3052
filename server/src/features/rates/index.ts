// The rates entry file: all that code outside features/rates/ may import from it.
export { createRateSource } from './create-rate-source';
export { CBN_RATES_URL, createCbnRateSource } from './cbn-rate-source';
export { fetchRate } from './fetch-rate';
export type { FetchedRate, RateSource } from './rate-source';
export { ratesRoutes } from './rates.routes';
export { startRatesJobs } from './rates-jobs';
export { readUsdNgnRate } from './read-usd-ngn-rate';
export { DEMO_NAIRA_PER_USD_MINOR, seedConfiguredRate } from './seed-configured-rate';
