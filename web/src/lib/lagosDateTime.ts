import { LAGOS_TIME_ZONE } from './timeLeft';

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: LAGOS_TIME_ZONE,
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * "Thursday 10 December 2026, 14:05 WAT": a deadline as an exact moment on the Lagos clock, so
 * nobody has to count "14 days" from a day they no longer remember. Built from the parts, as
 * browsers join en-GB's date and time differently (", " or " at ").
 */
export function formatLagosDeadline(moment: string | Date): string {
  const part = Object.fromEntries(
    parts.formatToParts(new Date(moment)).map(({ type, value }) => [type, value]),
  );
  return `${part.weekday} ${part.day} ${part.month} ${part.year}, ${part.hour}:${part.minute} WAT`;
}

const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: LAGOS_TIME_ZONE });

/** "4 March 2026", in Lagos time as everywhere on the site. */
export const formatLagosDay = (moment: string | Date) => day.format(new Date(moment));

const shortDay = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeZone: LAGOS_TIME_ZONE,
});

/** "4 Mar 2026": a day where room is short (a badge), in Lagos time. */
export const formatLagosShortDay = (moment: string | Date) => shortDay.format(new Date(moment));

const moment = new Intl.DateTimeFormat('en-GB', {
  timeZone: LAGOS_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** "4 Mar, 14:05:09": a moment to the second in a table's narrow column, on the Lagos clock. */
export const formatLagosMoment = (at: string | Date) => moment.format(new Date(at));

const dateTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: LAGOS_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/**
 * "4 Mar 2026, 14:05:09 WAT": when something happened, to the second and with its year, on the
 * Lagos clock (a record that is read months later, such as the audit trail). Built from the
 * parts, as browsers join en-GB's date and time differently.
 */
export function formatLagosDateTime(at: string | Date): string {
  const part = Object.fromEntries(
    dateTime.formatToParts(new Date(at)).map(({ type, value }) => [type, value]),
  );
  return `${part.day} ${part.month} ${part.year}, ${part.hour}:${part.minute}:${part.second} WAT`;
}
