import { LAGOS_TIME_ZONE } from '../../lib/timeLeft';

/** "4 March 2026", in Lagos time as everywhere on the site. */
export const formatDay = (moment: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: LAGOS_TIME_ZONE }).format(
    new Date(moment),
  );

/** "March 2026", for "Member since". */
export const formatMonth = (moment: string) =>
  new Intl.DateTimeFormat('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: LAGOS_TIME_ZONE,
  }).format(new Date(moment));
