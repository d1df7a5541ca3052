import {
  REVIEW_DIMENSIONS,
  type Review,
  type ReviewDimension,
  type ReviewSummary,
} from '@titletrust/shared';

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

/**
 * A professional's own averages, even before the public average shows (from 3 reviews): below
 * that the few reviews all sit on the first page, so the averages are taken from them.
 */
export function ownSummary(summary: ReviewSummary, items: Review[]): ReviewSummary {
  if (summary.average !== null || items.length === 0) return summary;
  const dimensions: Partial<Record<ReviewDimension, number>> = { ...summary.dimensions };
  for (const key of REVIEW_DIMENSIONS) {
    const values = items.flatMap((review) => review.dimensions[key] ?? []);
    if (dimensions[key] === undefined && values.length > 0) dimensions[key] = mean(values);
  }
  return {
    average: mean(items.map((review) => review.rating)),
    count: Math.max(summary.count, items.length),
    dimensions,
  };
}
