import { usdNgnRateSchema } from '@titletrust/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from '../../http/route-deps';
import { readUsdNgnRate } from './read-usd-ngn-rate';

/** A rate changes once a day: browsers and proxies may keep the answer for five minutes. */
const CACHE_SECONDS = 300;

export const ratesRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.get(
    '/rates/usd-ngn',
    {
      config: { access: 'public' },
      schema: {
        tags: ['rates'],
        summary: 'The indicative naira per US dollar shown beside USDC amounts (never moves money)',
        response: { 200: usdNgnRateSchema },
      },
    },
    async (_request, reply) => {
      const rate = await readUsdNgnRate(db);
      return reply.header('cache-control', `public, max-age=${CACHE_SECONDS}`).send(rate);
    },
  );
};
