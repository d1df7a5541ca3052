import { apiErrorSchema, featuredReviewsResponseSchema } from '@titletrust/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { listFeaturedReviews } from './list-featured-reviews';

export const reviewsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  app.get(
    '/reviews/featured',
    {
      config: { access: 'public' },
      schema: {
        tags: ['reviews'],
        summary: 'Recent well-rated reviews for the landing page (public)',
        response: { 200: featuredReviewsResponseSchema, 500: apiErrorSchema },
      },
    },
    async () => ({ reviews: await listFeaturedReviews(deps.db) }),
  );
};
