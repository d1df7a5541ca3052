import { FEATURED_REVIEWS_LIMIT, type FeaturedReview } from '@titletrust/shared';
import { and, desc, eq, gte, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { reviews } from '../../db/schema';
import { isPublic, toReviews } from './review-rows';

/** Only clients' reviews this good, with something written, are featured on the landing page. */
const FEATURED_MIN_RATING = 4;

export async function listFeaturedReviews(db: Database): Promise<FeaturedReview[]> {
  const rows = await db
    .select()
    .from(reviews)
    .where(
      and(
        isPublic,
        eq(reviews.reviewerRole, 'client'),
        gte(reviews.rating, FEATURED_MIN_RATING),
        ne(reviews.comment, ''),
      ),
    )
    .orderBy(desc(reviews.publishedAt))
    .limit(FEATURED_REVIEWS_LIMIT);
  return (await toReviews(db, rows)).map((review) => ({
    id: review.id,
    rating: review.rating,
    comment: review.comment,
    service: review.service,
    state: review.state,
    reviewerName: review.reviewer.name,
    createdAt: review.publishedAt ?? review.createdAt,
  }));
}
