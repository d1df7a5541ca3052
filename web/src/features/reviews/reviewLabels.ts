import {
  REVIEW_DIMENSION_LABELS,
  REVIEW_DIMENSIONS,
  type ReviewDimension,
  type ReviewerRole,
} from '@titletrust/shared';
import { LAGOS_TIME_ZONE } from '../../lib/timeLeft';

const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: LAGOS_TIME_ZONE });

/** "4 March 2026", on the Lagos calendar. */
export const formatReviewDay = (moment: string) => day.format(new Date(moment));

/** An average to one decimal place: 4.75 → "4.8", 4 → "4.0". */
export const formatAverage = (average: number) => (Math.round(average * 10) / 10).toFixed(1);

export const reviewCountLabel = (count: number) => `${count} ${count === 1 ? 'review' : 'reviews'}`;

/** The dimensions present, in the contract's order (never the object's key order). */
export function dimensionEntries(
  dimensions: Partial<Record<ReviewDimension, number>>,
): Array<{ key: ReviewDimension; label: string; value: number }> {
  return REVIEW_DIMENSIONS.flatMap((key) => {
    const value = dimensions[key];
    return value === undefined ? [] : [{ key, label: REVIEW_DIMENSION_LABELS[key], value }];
  });
}

/** Who answers a review: the other side of the one who wrote it. */
export const replierLabel = (reviewerRole: ReviewerRole) =>
  reviewerRole === 'client' ? "The professional's reply" : "The client's reply";
