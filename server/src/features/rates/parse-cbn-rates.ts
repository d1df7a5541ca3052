import type { FetchedRate } from './rate-source';
import { RateSourceError } from './rate-source';

/**
 * The CBN's exchange rates as its site publishes them (https://www.cbn.gov.ng/api/GetAllExchangeRates,
 * behind the "Exchange Rates" page, cbn.gov.ng/rates/ExchRateByCurrency.html): a JSON array of
 * rows such as `{ "currency": "US DOLLAR", "ratedate": "2026-12-04", "buyingrate": "1527.9995",
 * "centralrate": "1528.4995", "sellingrate": "1528.9995" }`, every day and currency of the whole
 * series, numbers often as strings. Read defensively: keys in any case, the array bare or under
 * one property, rows that do not read skipped, and the newest US dollar central rate kept.
 */

/** A dollar is between ₦1 and ₦100,000: anything else is a misread, not a rate. */
const MIN_KOBO = 100n;
const MAX_KOBO = 10_000_000n;

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

function rowsOf(body: unknown): unknown[] {
  if (Array.isArray(body)) return body;
  if (typeof body === 'object' && body !== null) {
    const nested = Object.values(body).find(Array.isArray);
    if (nested) return nested;
  }
  throw new RateSourceError("the CBN's answer holds no list of rates");
}

/** A property by its name in any case ("ratedate", "rateDate", "RateDate"). */
function field(row: Record<string, unknown>, ...names: string[]): unknown {
  const wanted = new Set(names.map((name) => name.toLowerCase()));
  const key = Object.keys(row).find((name) => wanted.has(name.toLowerCase()));
  return key === undefined ? undefined : row[key];
}

const isUsDollar = (value: unknown) =>
  typeof value === 'string' && /^(US\s*DOLLARS?|USD|US\$)$/i.test(value.trim());

const isRealDay = (iso: string) => {
  const time = Date.parse(`${iso}T00:00:00Z`);
  return Number.isFinite(time) && new Date(time).toISOString().startsWith(iso);
};

/** "2026-12-04", "2026-12-04T00:00:00" or "December-04-2026" → "2026-12-04"; else undefined. */
export function readRateDate(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  const iso = /^(\d{4}-\d{2}-\d{2})(?:[T ][\d:.]*Z?)?$/.exec(text);
  if (iso) return isRealDay(iso[1]!) ? iso[1] : undefined;
  const named = /^([A-Za-z]+)[\s-]+(\d{1,2}),?[\s-]+(\d{4})$/.exec(text);
  if (named) {
    const month = MONTHS.findIndex((name) => name.startsWith(named[1]!.toLowerCase()));
    if (month < 0 || named[1]!.length < 3) return undefined;
    const day = `${named[3]}-${String(month + 1).padStart(2, '0')}-${named[2]!.padStart(2, '0')}`;
    return isRealDay(day) ? day : undefined;
  }
  return undefined;
}

/** "1528.4995", "1,528.50" or 1528.5 → kobo, rounded half up (152850); undefined when not a rate. */
export function readKoboPerUsd(value: unknown): bigint | undefined {
  const text = typeof value === 'number' ? String(value) : value;
  if (typeof text !== 'string') return undefined;
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match) return undefined;
  const fraction = match[2] ?? '';
  const kobo = BigInt(match[1]!.replace(/,/g, '') + fraction.slice(0, 2).padEnd(2, '0'));
  const rounded = fraction.length > 2 && fraction[2]! >= '5' ? kobo + 1n : kobo;
  return rounded >= MIN_KOBO && rounded <= MAX_KOBO ? rounded : undefined;
}

/**
 * The newest US dollar central rate in the CBN's answer, ignoring rows dated after `latestDay`
 * (a clock or a typo ahead of ours).
 */
export function parseCbnRates(body: unknown, latestDay: string): FetchedRate {
  let newest: FetchedRate | undefined;
  for (const row of rowsOf(body)) {
    if (typeof row !== 'object' || row === null) continue;
    const record = row as Record<string, unknown>;
    if (!isUsDollar(field(record, 'currency', 'currencyname'))) continue;
    const rateDate = readRateDate(field(record, 'ratedate', 'date'));
    const nairaPerUsdMinor = readKoboPerUsd(field(record, 'centralrate', 'central_rate'));
    if (!rateDate || rateDate > latestDay || nairaPerUsdMinor === undefined) continue;
    if (!newest || rateDate > newest.rateDate) newest = { rateDate, nairaPerUsdMinor };
  }
  if (!newest) throw new RateSourceError("the CBN's answer holds no readable US dollar rate");
  return newest;
}
