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
        summary: 'Liveness: the process answers (200), and how its database is',
        response: { 200: healthResponseSchema },
      },
    },
    // Liveness only: a database outage is not cured by restarting the process, so it answers
    // 200 "degraded" then; whether to send this instance requests is /health/ready's answer.
    async () => checkHealth(deps.db, deps.databaseMode),
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
