import { healthResponseSchema, readinessResponseSchema } from '@titletrust/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from '../../http/route-deps';
import { checkHealth } from './check-health';
import { checkReadiness } from './check-readiness';

export const healthRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, deps) => {
  app.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['platform'],
        summary: 'Liveness of the app and its database',
        response: { 200: healthResponseSchema, 503: healthResponseSchema },
      },
    },
    async (_request, reply) => {
      const health = await checkHealth(deps.db, deps.databaseMode);
      return reply.status(health.status === 'ok' ? 200 : 503).send(health);
    },
  );

  app.get(
    '/health/ready',
    {
      config: { access: 'public' },
      schema: {
        tags: ['platform'],
        summary: 'Readiness: whether a load balancer should send this instance requests',
        response: { 200: readinessResponseSchema, 503: readinessResponseSchema },
      },
    },
    async (_request, reply) => {
      const readiness = await checkReadiness(deps.db, deps.services.readiness);
      return reply
        .status(readiness.status === 'ready' ? 200 : 503)
        .header('cache-control', 'no-store')
        .send(readiness);
    },
  );
};
