import { REVIEW_MESSAGES, type SessionUser } from '@titletrust/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { reviewReports, reviews } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { pgErrorOf } from '../../platform/pg-error-code';

/** Anyone signed in may report a published review (not their own) once, with a reason. */
export async function reportReview(
  db: Database,
  viewer: SessionUser,
  reviewId: string,
  reason: string,
): Promise<void> {
  const [review] = await db.select().from(reviews).where(eq(reviews.id, reviewId));
  if (!review || !review.publishedAt) throw new AppError('NOT_FOUND', 'No review with that id.');
  if (review.reviewerId === viewer.id)
    throw new AppError('FORBIDDEN', REVIEW_MESSAGES.cannotReportOwn);
  try {
    await db.insert(reviewReports).values({ reviewId, reporterId: viewer.id, reason });
  } catch (error) {
    if (pgErrorOf(error)?.code === '23505')
      throw new AppError('CONFLICT', REVIEW_MESSAGES.alreadyReported);
    throw error;
  }
}
