/**
 * Moments and time left, in one place and in Lagos time, so the client and the professional see
 * the same words for the same moment wherever their browser thinks it is.
 */
export const LAGOS_TIME_ZONE = 'Africa/Lagos';

const DAY_SECONDS = 24 * 3600;

const lagosDate = new Intl.DateTimeFormat('en-CA', {
  timeZone: LAGOS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Days since 1970-01-01 of the calendar day the moment falls on in Lagos. */
function lagosDayNumber(moment: Date): number {
  const [year, month, day] = lagosDate.format(moment).split('-').map(Number);
  return Date.UTC(year!, month! - 1, day) / (DAY_SECONDS * 1000);
}

const plural = (count: number, unit: string) => `${count} ${unit}${count === 1 ? '' : 's'} left`;

/**
 * "14 days left", "5 hours left", "Closed". With a day or more to go it counts Lagos calendar
 * days to the deadline's day, not elapsed 24-hour blocks: a page opened a minute earlier (or
 * holding a `now` a minute old) would otherwise say "14 days" where a fresh one says "13" for
 * the same moment. Under a day, the hours and minutes that remain.
 */
export function formatTimeLeft(deadline: Date | string, now: Date = new Date()): string {
  const end = typeof deadline === 'string' ? new Date(deadline) : deadline;
  const seconds = Math.floor((end.getTime() - now.getTime()) / 1000);
  if (seconds <= 0) return 'Closed';
  if (seconds >= DAY_SECONDS) return plural(lagosDayNumber(end) - lagosDayNumber(now), 'day');
  if (seconds >= 3600) return plural(Math.floor(seconds / 3600), 'hour');
  if (seconds >= 60) return plural(Math.floor(seconds / 60), 'minute');
  return 'Less than a minute left';
}

export function isPast(moment: string, now: Date = new Date()): boolean {
  return Date.parse(moment) <= now.getTime();
}

const dateTime = new Intl.DateTimeFormat('en-NG', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: LAGOS_TIME_ZONE,
});

/** West Africa Time, UTC+1 all year: Nigeria keeps no daylight saving. */
const LAGOS_UTC_OFFSET_MINUTES = -60;

/**
 * "8 Mar 2025, 14:30" in Lagos time, the same for every viewer. A browser in another zone also
 * reads "WAT", so nobody takes the Lagos clock for their own.
 */
export function formatDateTime(moment: string): string {
  const date = new Date(moment);
  const text = dateTime.format(date);
  return date.getTimezoneOffset() === LAGOS_UTC_OFFSET_MINUTES ? text : `${text} WAT`;
}
