import {
  apiErrorSchema,
  contractReviewsSchema,
  featuredReviewsResponseSchema,
  replySchema,
  reportReviewSchema,
  reviewPageQuerySchema,
  reviewPageSchema,
  reviewReportDecisionSchema,
  reviewReportQueueSchema,
  reviewSchema,
  submitReviewSchema,
} from '@titletrust/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteDeps } from '../../http/route-deps';
import { viewerOf } from '../../http/access-control';
import { getContractReviews } from './get-contract-reviews';
import { listFeaturedReviews } from './list-featured-reviews';
import { replyToReview } from './reply-to-review';
import { reportReview } from './report-review';
import { decideReviewReport, listReviewReports } from './review-reports';
import { reviewPageAbout } from './review-rows';
import { submitReview } from './submit-review';

const tags = ['reviews'];
const idParams = z.object({ id: z.string().uuid() });
const signedIn = { access: 'signed-in' } as const;

/** Reviews both ways after a contract, their replies and reports (PRODUCT.md "Reviews"). */
export const reviewsRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.get(
    '/reviews/featured',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Recent well-rated reviews for the landing page (public)',
        response: { 200: featuredReviewsResponseSchema, 500: apiErrorSchema },
      },
    },
    async () => ({ reviews: await listFeaturedReviews(db) }),
  );

  app.get(
    '/contracts/:id/reviews',
    {
      config: signedIn,
      schema: {
        tags,
        summary: "A contract's review window, your review, and theirs once published",
        params: idParams,
        response: { 200: contractReviewsSchema },
      },
    },
    async (request) => getContractReviews(db, viewerOf(request), request.params.id),
  );

  app.post(
    '/contracts/:id/reviews',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Review the other side of a finished contract, once, within 14 days',
        params: idParams,
        body: submitReviewSchema,
        response: { 201: contractReviewsSchema },
      },
    },
    async (request, reply) => {
      const reviews = await submitReview(db, viewerOf(request), request.params.id, request.body);
      return reply.status(201).send(reviews);
    },
  );

  app.post(
    '/reviews/:id/reply',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Reply once, in public, to a published review of you',
        params: idParams,
        body: replySchema,
        response: { 200: z.object({ review: reviewSchema }) },
      },
    },
    async (request) => ({
      review: await replyToReview(db, viewerOf(request), request.params.id, request.body.body),
    }),
  );

  app.post(
    '/reviews/:id/report',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Report a review to the admins',
        params: idParams,
        body: reportReviewSchema,
      },
    },
    async (request, reply) => {
      await reportReview(db, viewerOf(request), request.params.id, request.body.reason);
      return reply.status(204).send();
    },
  );

  app.get(
    '/profiles/:id/reviews',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "A person's published reviews, newest first, with averages",
        params: idParams,
        querystring: reviewPageQuerySchema,
        response: { 200: reviewPageSchema },
      },
    },
    async (request) => reviewPageAbout(db, request.params.id, request.query.page),
  );

  app.get(
    '/reviews/about-me',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Every published review of you, with your averages',
        querystring: reviewPageQuerySchema,
        response: { 200: reviewPageSchema },
      },
    },
    async (request) =>
      reviewPageAbout(db, viewerOf(request).id, request.query.page, { showAverageAlways: true }),
  );

  app.get(
    '/admin/review-reports',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Reported and flagged reviews waiting for a decision',
        response: { 200: reviewReportQueueSchema },
      },
    },
    async () => ({ items: await listReviewReports(db) }),
  );

  app.post(
    '/admin/review-reports/:id/decision',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Keep a reported review, or hide it with a reason',
        params: idParams,
        body: reviewReportDecisionSchema,
      },
    },
    async (request, reply) => {
      await decideReviewReport(
        db,
        viewerOf(request).id,
        request.params.id,
        request.body,
        request.ip,
      );
      return reply.status(204).send();
    },
  );
};
