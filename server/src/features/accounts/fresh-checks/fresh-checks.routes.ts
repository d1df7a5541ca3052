import {
  freshCheckRequestSchema,
  freshCheckResponseSchema,
  freshCheckStateSchema,
} from '@titletrust/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { viewerOf } from '../../../http/access-control';
import type { RouteDeps } from '../../../http/route-deps';
import type { Auth } from '../auth';
import { authHeaders } from '../auth-http';
import { confirmFreshCheck } from './confirm-fresh-check';
import { findFreshCheckState } from './find-fresh-check-state';

const tags = ['accounts'];

export const freshChecksRoutes: FastifyPluginAsyncZod<RouteDeps<{ auth: Auth }>> = async (
  app,
  { db, services },
) => {
  const { auth } = services;

  app.get(
    '/accounts/fresh-checks',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary:
          'What a fresh check of this session takes (the two-factor code, the password, or ' +
          'nothing yet) and when the last one still fresh was given',
        response: { 200: freshCheckStateSchema },
      },
    },
    async (request) => findFreshCheckState(db, viewerOf(request).id, request.sessionId),
  );

  app.post(
    '/accounts/fresh-checks',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary:
          'Confirm it is you (the two-factor code when it is on, otherwise the password): for ' +
          'five minutes this session may move money out and change payout destinations',
        body: freshCheckRequestSchema,
        response: { 200: freshCheckResponseSchema },
      },
    },
    async (request) =>
      confirmFreshCheck({ db, auth }, viewerOf(request), request.sessionId, request.body, {
        headers: authHeaders(request),
      }),
  );
};
