import { CLIENT_DIMENSIONS, REVIEW_MESSAGES } from '@titletrust/shared';
import { describe, expect, it } from 'vitest';
import { checkReview, commentDescription, commentRequired, emptyReview } from './reviewForm';

const allFours = { quality: 4, timeliness: 4, communication: 4, value: 4 };
const longEnough = 'The search report arrived late and missed the excision check.';

describe('the comment rule', () => {
  it('requires a comment below 3 stars only, and not before stars are chosen', () => {
    expect([0, 1, 2, 3, 4, 5].map(commentRequired)).toEqual([
      false,
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it('says the rule that applies before submitting, with the length so far', () => {
    expect(commentDescription(2, 'Too short')).toBe(
      `${REVIEW_MESSAGES.commentRequired}. 9 / 2,000`,
    );
    expect(commentDescription(5, '')).toBe('Optional: 20 to 2,000 characters. 0 / 2,000');
  });
});

describe('checkReview', () => {
  it('sends the stars, the side’s dimensions and the trimmed comment', () => {
    const result = checkReview(
      { rating: 5, dimensions: { ...allFours, clarity: 3 }, comment: '  ' },
      CLIENT_DIMENSIONS,
    );
    expect(result).toEqual({
      request: { rating: 5, dimensions: allFours, comment: '' },
      errors: null,
    });
  });

  it('names the stars, each unrated dimension and a missing comment below 3 stars', () => {
    expect(checkReview(emptyReview, CLIENT_DIMENSIONS).errors).toEqual({
      rating: REVIEW_MESSAGES.ratingInvalid,
      dimensions: REVIEW_MESSAGES.dimensionMissing,
    });
    expect(
      checkReview({ rating: 2, dimensions: allFours, comment: '' }, CLIENT_DIMENSIONS),
    ).toEqual({ request: null, errors: { comment: REVIEW_MESSAGES.commentRequired } });
    expect(
      checkReview({ rating: 2, dimensions: allFours, comment: longEnough }, CLIENT_DIMENSIONS)
        .errors,
    ).toBeNull();
  });

  it('refuses a comment under 20 characters whatever the stars', () => {
    expect(
      checkReview({ rating: 5, dimensions: allFours, comment: 'Great!' }, CLIENT_DIMENSIONS).errors,
    ).toEqual({ comment: REVIEW_MESSAGES.commentLength });
  });
});
