import { z } from 'zod';

export const featuredReviewSchema = z.object({
  id: z.string().uuid(),
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
  createdAt: z.string().datetime(),
});

export const featuredReviewsResponseSchema = z
  .object({ reviews: z.array(featuredReviewSchema) })
  .describe('The most recent well-rated reviews, for the landing page');

export type FeaturedReview = z.infer<typeof featuredReviewSchema>;
export type FeaturedReviewsResponse = z.infer<typeof featuredReviewsResponseSchema>;
