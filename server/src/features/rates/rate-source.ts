import type { RateSourceName } from '../../db/schema';

/** A naira-per-dollar rate as a source gives it: the day it is for and kobo per US dollar. */
export interface FetchedRate {
  /** YYYY-MM-DD. */
  rateDate: string;
  nairaPerUsdMinor: bigint;
}

/**
 * Where the indicative rate comes from. The real one is the Central Bank of Nigeria's published
 * official rate (`cbn-rate-source.ts`); offline, the last stored rate or a configured one stands.
 */
export interface RateSource {
  name: RateSourceName;
  /** The latest rate the source publishes; throws RateSourceError when it cannot tell. */
  fetchLatest(): Promise<FetchedRate>;
}

export class RateSourceError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RateSourceError';
  }
}
