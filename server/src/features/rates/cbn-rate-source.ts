import { lagosToday } from '@titletrust/shared';
import { parseCbnRates } from './parse-cbn-rates';
import { RateSourceError, type RateSource } from './rate-source';

/** The CBN's published exchange rates, the whole series as JSON (a few megabytes). */
export const CBN_RATES_URL = 'https://www.cbn.gov.ng/api/GetAllExchangeRates';

const TIMEOUT_MS = 20_000;
const MAX_BYTES = 50 * 1024 * 1024;

const tomorrowOf = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** The Central Bank of Nigeria's official rate: the newest US dollar central rate it publishes. */
export function createCbnRateSource(url: string = CBN_RATES_URL): RateSource {
  return {
    name: 'cbn',
    async fetchLatest() {
      let response: Response;
      try {
        response = await fetch(url, {
          headers: { accept: 'application/json', 'user-agent': 'TitleTrust (indicative rate)' },
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
      } catch (error) {
        throw new RateSourceError(`the CBN could not be reached at ${url}`, { cause: error });
      }
      if (!response.ok) throw new RateSourceError(`the CBN answered ${response.status}`);
      const length = Number(response.headers.get('content-length') ?? 0);
      if (length > MAX_BYTES) throw new RateSourceError(`the CBN's answer is too large`);
      let body: unknown;
      try {
        body = JSON.parse(await response.text());
      } catch (error) {
        throw new RateSourceError("the CBN's answer is not JSON", { cause: error });
      }
      // A day ahead of Lagos's today is allowed (the CBN may date a rate for the next day).
      return parseCbnRates(body, tomorrowOf(lagosToday()));
    },
  };
}
