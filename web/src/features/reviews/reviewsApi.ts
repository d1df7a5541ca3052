import {
  contractReviewsSchema,
  reviewPageSchema,
  reviewSchema,
  type SubmitReviewRequest,
} from '@titletrust/shared';
import { z } from 'zod';
import { apiRequest } from '../../lib/api';

/** Every reviews view sits under one root, so a reply or a report refreshes them all. */
export const reviewKeys = {
  all: ['reviews'] as const,
  contract: (contractId: string) => ['reviews', 'contract', contractId] as const,
  profile: (profileId: string) => ['reviews', 'profile', profileId] as const,
  aboutMe: ['reviews', 'about-me'] as const,
};

const replyResponseSchema = z.object({ review: reviewSchema });

export const fetchContractReviews = (contractId: string) =>
  apiRequest(`/contracts/${encodeURIComponent(contractId)}/reviews`, contractReviewsSchema);

export const submitReview = (contractId: string, review: SubmitReviewRequest) =>
  apiRequest(`/contracts/${encodeURIComponent(contractId)}/reviews`, contractReviewsSchema, {
    json: review,
  });

export const replyToReview = async (reviewId: string, body: string) =>
  (
    await apiRequest(`/reviews/${encodeURIComponent(reviewId)}/reply`, replyResponseSchema, {
      json: { body },
    })
  ).review;

export const reportReview = (reviewId: string, reason: string) =>
  apiRequest(`/reviews/${encodeURIComponent(reviewId)}/report`, z.unknown(), {
    json: { reason },
  });

/** A profile's published reviews, or (`null`) those about the signed-in person. */
export const fetchReviewPage = (profileId: string | null, page: number) =>
  apiRequest(
    profileId === null
      ? `/reviews/about-me?page=${page}`
      : `/profiles/${encodeURIComponent(profileId)}/reviews?page=${page}`,
    reviewPageSchema,
  );
