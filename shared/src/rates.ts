/**
 * The indicative naira beside a USDC amount, in integer maths only (decision 056). A USDC is
 * taken as a US dollar; the figure is an indication for people who think in naira and never
 * moves money.
 */

const MICROS_PER_USD = 1_000_000n;
const KOBO_PER_NAIRA = 100n;

/**
 * Whole naira for a USDC amount (millionths) at a rate in kobo per dollar, rounded half up (half
 * away from zero for a negative amount): 1,000 USDC at ₦1,528.50 is ₦1,528,500.
 */
export function indicativeWholeNaira(usdcMinor: bigint, nairaPerUsdMinor: bigint): bigint {
  const divisor = MICROS_PER_USD * KOBO_PER_NAIRA;
  const negative = usdcMinor < 0n;
  const product = (negative ? -usdcMinor : usdcMinor) * nairaPerUsdMinor;
  const whole = (product + divisor / 2n) / divisor;
  return negative ? -whole : whole;
}

const DAY_MS = 86_400_000;
const dayNumber = (isoDate: string) => Date.parse(`${isoDate}T00:00:00Z`) / DAY_MS;
/** 0 Sunday … 6 Saturday, for a YYYY-MM-DD day. */
const weekday = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`).getUTCDay();
const isoOf = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** The last business day (Monday to Friday) strictly before a YYYY-MM-DD day. */
export function previousBusinessDay(isoDate: string): string {
  let day = dayNumber(isoDate) - 1;
  while ([0, 6].includes(weekday(isoOf(day)))) day -= 1;
  return isoOf(day);
}

/**
 * Whether a rate dated `rateDate` is old on `today` (both YYYY-MM-DD, Lagos days): more than one
 * business day behind, so before the last business day before today. Friday's rate is current on
 * Saturday, Sunday and Monday; Thursday's is old on Monday. Public holidays are not counted out.
 */
export function isRateOld(rateDate: string, today: string): boolean {
  return rateDate < previousBusinessDay(today);
}

const lagosDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Africa/Lagos',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today (or `at`'s day) on the Lagos calendar, YYYY-MM-DD. */
export const lagosToday = (at: Date = new Date()): string => lagosDay.format(at);
