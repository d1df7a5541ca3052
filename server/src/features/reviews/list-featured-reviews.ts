import { FEATURED_REVIEWS_LIMIT, type FeaturedReview } from '@titletrust/shared';
import { and, desc, gte, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { reviews } from '../../db/schema';

/** Only reviews this good, with something written, are featured on the landing page. */
const FEATURED_MIN_RATING = 4;

export async function listFeaturedReviews(db: Database): Promise<FeaturedReview[]> {
  const rows = await db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      comment: reviews.comment,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .where(and(gte(reviews.rating, FEATURED_MIN_RATING), ne(reviews.comment, '')))
    .orderBy(desc(reviews.createdAt))
    .limit(FEATURED_REVIEWS_LIMIT);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
