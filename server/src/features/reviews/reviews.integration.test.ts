import { FEATURED_REVIEWS_LIMIT, featuredReviewsResponseSchema } from '@titletrust/shared';
import { beforeEach, describe, expect, it } from 'vitest';
import { reviews } from '../../db/schema';
import { useTestDatabase } from '../../../test/support/test-database';
import { buildTestApp } from '../../../test/support/test-app';

describe('GET /api/reviews/featured', () => {
  const database = useTestDatabase();

  beforeEach(async () => {
    await database().db.delete(reviews);
  });

  async function getFeatured() {
    const app = await buildTestApp(database());
    const response = await app.inject({ method: 'GET', url: '/api/reviews/featured' });
    await app.close();
    expect(response.statusCode).toBe(200);
    return featuredReviewsResponseSchema.parse(response.json()).reviews;
  }

  it('is an honest empty list while no reviews exist', async () => {
    expect(await getFeatured()).toEqual([]);
  });

  it('shows only well-rated reviews with a comment, newest first, at most the limit', async () => {
    const day = (n: number) => new Date(Date.UTC(2026, 0, n));
    await database()
      .db.insert(reviews)
      .values([
        { rating: 3, comment: 'Average work', createdAt: day(20) },
        { rating: 5, comment: '', createdAt: day(19) },
        ...Array.from({ length: FEATURED_REVIEWS_LIMIT + 2 }, (_, i) => ({
          rating: 4 + (i % 2),
          comment: `Thorough title search number ${i}`,
          createdAt: day(i + 1),
        })),
      ]);
    const featured = await getFeatured();
    expect(featured).toHaveLength(FEATURED_REVIEWS_LIMIT);
    expect(featured.every((r) => r.rating >= 4 && r.comment.length > 0)).toBe(true);
    expect(featured[0]!.comment).toBe(`Thorough title search number ${FEATURED_REVIEWS_LIMIT + 1}`);
    const times = featured.map((r) => Date.parse(r.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('cannot hold a rating outside 1 to 5', async () => {
    await expect(
      database().db.insert(reviews).values({ rating: 6, comment: 'x' }),
    ).rejects.toThrow();
    await expect(
      database().db.insert(reviews).values({ rating: 0, comment: 'x' }),
    ).rejects.toThrow();
  });
});
