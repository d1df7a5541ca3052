import {
  REVIEW_LIMITS,
  REVIEW_MESSAGES,
  submitReviewSchema,
  type ReviewDimension,
  type SubmitReviewRequest,
} from '@titletrust/shared';
import { fieldErrorsFromZod, type FieldErrors } from '../../lib/fieldErrors';

/** What the form holds: 0 stars means not chosen yet. */
export interface ReviewFormValues {
  rating: number;
  dimensions: Partial<Record<ReviewDimension, number>>;
  comment: string;
}

export const emptyReview: ReviewFormValues = { rating: 0, dimensions: {}, comment: '' };

const maxLength = REVIEW_LIMITS.commentMax.toLocaleString('en');

/** Whether the comment is required for this many stars (none chosen yet: not yet). */
export function commentRequired(rating: number): boolean {
  return rating > 0 && rating < REVIEW_LIMITS.commentRequiredBelow;
}

/** The line under the comment box: the rule that applies to the stars chosen, said before submitting. */
export function commentDescription(rating: number, comment: string): string {
  const count = `${comment.trim().length.toLocaleString('en')} / ${maxLength}`;
  if (commentRequired(rating)) return `${REVIEW_MESSAGES.commentRequired}. ${count}`;
  return `Optional: ${REVIEW_LIMITS.commentMin} to ${maxLength} characters. ${count}`;
}

/**
 * The request, or the problems the server would name, by the same shared rules: every dimension
 * of the reviewer's side rated, the stars, and the comment's length and rule below 3 stars.
 */
export function checkReview(
  values: ReviewFormValues,
  dimensions: readonly ReviewDimension[],
): { request: SubmitReviewRequest; errors: null } | { request: null; errors: FieldErrors } {
  const request = {
    rating: values.rating,
    dimensions: Object.fromEntries(
      dimensions
        .filter((key) => values.dimensions[key])
        .map((key) => [key, values.dimensions[key]]),
    ),
    comment: values.comment.trim(),
  };
  const parsed = submitReviewSchema.safeParse(request);
  const errors: FieldErrors = parsed.success ? {} : fieldErrorsFromZod(parsed.error);
  // With no stars chosen yet, the stars are the problem, not a comment "below 3 stars".
  if (!commentRequired(values.rating) && errors.comment === REVIEW_MESSAGES.commentRequired) {
    delete errors.comment;
  }
  if (dimensions.some((key) => !values.dimensions[key])) {
    errors.dimensions = REVIEW_MESSAGES.dimensionMissing;
  }
  return Object.keys(errors).length === 0 ? { request, errors: null } : { request: null, errors };
}
