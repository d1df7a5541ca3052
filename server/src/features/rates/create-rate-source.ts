import type { Env } from '../../config/env';
import { createCbnRateSource } from './cbn-rate-source';
import type { RateSource } from './rate-source';

/** The CBN's published rate at `RATE_SOURCE_URL`, or none when it is "off" (offline installs). */
export function createRateSource(env: Pick<Env, 'RATE_SOURCE_URL'>): RateSource | null {
  return env.RATE_SOURCE_URL === 'off' ? null : createCbnRateSource(env.RATE_SOURCE_URL);
}
