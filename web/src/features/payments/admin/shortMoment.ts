import { LAGOS_TIME_ZONE } from '../../../lib/timeLeft';

const moment = new Intl.DateTimeFormat('en-GB', {
  timeZone: LAGOS_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** "4 Mar, 14:05:09": a moment in a table's narrow column, on the Lagos clock. */
export const shortMoment = (at: string) => moment.format(new Date(at));
