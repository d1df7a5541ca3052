import { LAGOS_TIME_ZONE } from '../../lib/timeLeft';

const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: LAGOS_TIME_ZONE });

/** "4 March 2026", in Lagos time as everywhere on the site. */
export const formatDay = (moment: string) => day.format(new Date(moment));
