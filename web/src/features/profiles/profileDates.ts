import { LAGOS_TIME_ZONE } from '../../lib/timeLeft';

/** "March 2026", for "Member since". */
export const formatMonth = (moment: string) =>
  new Intl.DateTimeFormat('en-GB', {
    month: 'long',
    year: 'numeric',
    timeZone: LAGOS_TIME_ZONE,
  }).format(new Date(moment));
