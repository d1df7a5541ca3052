import type { GigState } from '@titletrust/shared';
import { formatTimeLeft } from './timeLeft';

/**
 * How long a gig still takes bids: only an open gig has time left; a cancelled, awarded or
 * expired one is closed whatever its deadline says.
 */
export function bidsTimeLeft(
  gig: { state: GigState; bidDeadline: string },
  now: Date = new Date(),
): string {
  return gig.state === 'open' ? formatTimeLeft(gig.bidDeadline, now) : 'Closed';
}
