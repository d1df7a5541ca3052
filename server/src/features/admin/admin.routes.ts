import {
  adminProfileSchema,
  listProfilesQuerySchema,
  platformStatsSchema,
  profilePageSchema,
  reviewDecisionSchema,
  verificationQueueSchema,
  setAdminRightsSchema,
  setVerificationStatusSchema,
  userIdParamsSchema,
} from '@titletrust/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from '../../http/route-deps';
import { viewerOf } from '../../http/access-control';
import { getPlatformStats } from './get-platform-stats';
import { listProfiles } from './list-profiles';
import { countAwaitingReview } from './awaiting-review';
import { listVerificationQueue } from './list-verification-queue';
import { reviewVerification } from './review-verification';
import { setAdminRights } from './set-admin-rights';
import { setVerificationStatus } from './set-verification-status';

const admin = { access: 'admin' } as const;
const tags = ['admin'];

export const adminRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, services }) => {
  app.get(
    '/admin/profiles',
    {
      config: admin,
      schema: {
        tags,
        summary: 'All profiles, paginated and searchable',
        querystring: listProfilesQuerySchema,
        response: { 200: profilePageSchema },
      },
    },
    async (request) => listProfiles(db, request.query),
  );

  app.put(
    '/admin/profiles/:id/verification',
    {
      config: admin,
      schema: {
        tags,
        summary:
          "Set a profile's verification status (pending, verified, or rejected with a reason)",
        params: userIdParamsSchema,
        body: setVerificationStatusSchema,
        response: { 200: adminProfileSchema },
      },
    },
    async (request) =>
      setVerificationStatus(db, {
        profileId: request.params.id,
        status: request.body.status,
        reason: request.body.reason,
        decidedBy: viewerOf(request).id,
        ipAddress: request.ip,
      }),
  );

  app.get(
    '/admin/verifications',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Professionals waiting for verification, oldest first, with their documents',
        response: { 200: verificationQueueSchema },
      },
    },
    async () => {
      const [items, total] = await Promise.all([
        listVerificationQueue({ db, documentLinks: services.documentLinks }),
        countAwaitingReview(db),
      ]);
      return { items, total };
    },
  );

  app.post(
    '/admin/verifications/:id/review',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Verify a submission with the checklist ticked, or reject it with a reason',
        params: userIdParamsSchema,
        body: reviewDecisionSchema,
        response: { 200: adminProfileSchema },
      },
    },
    async (request) =>
      reviewVerification(db, {
        userId: request.params.id,
        adminId: viewerOf(request).id,
        decision: request.body,
        ipAddress: request.ip,
      }),
  );

  app.put(
    '/admin/users/:id/admin',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Grant or revoke admin rights',
        params: userIdParamsSchema,
        body: setAdminRightsSchema,
        response: { 200: adminProfileSchema },
      },
    },
    async (request) =>
      setAdminRights(db, {
        userId: request.params.id,
        isAdmin: request.body.isAdmin,
        changedBy: viewerOf(request).id,
        ipAddress: request.ip,
      }),
  );

  app.get(
    '/admin/stats',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Accounts created and sign-ins in the last 7 days, escrow held and fees earned',
        response: { 200: platformStatsSchema },
      },
    },
    async () => getPlatformStats(db),
  );
};
