import { REVIEW_MESSAGES, type Review, type SessionUser } from '@titletrust/shared';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { reviews } from '../../db/schema';
import { AppError } from '../../platform/app-error';
import { toReviews } from './review-rows';

/** The person reviewed may answer a published review once, in public. */
export async function replyToReview(
  db: Database,
  viewer: SessionUser,
  reviewId: string,
  body: string,
): Promise<Review> {
  return db.transaction(async (tx) => {
    const [review] = await tx.select().from(reviews).where(eq(reviews.id, reviewId)).for('update');
    if (!review) throw new AppError('NOT_FOUND', 'No review with that id.');
    if (review.revieweeId !== viewer.id)
      throw new AppError('FORBIDDEN', REVIEW_MESSAGES.replyOnlyReviewee);
    if (!review.publishedAt) throw new AppError('CONFLICT', REVIEW_MESSAGES.replyNotPublished);
    if (review.reply !== null) throw new AppError('CONFLICT', REVIEW_MESSAGES.replyOnce);
    const [updated] = await tx
      .update(reviews)
      .set({ reply: body, repliedAt: new Date() })
      .where(eq(reviews.id, reviewId))
      .returning();
    return (await toReviews(tx, [updated!]))[0]!;
  });
}
