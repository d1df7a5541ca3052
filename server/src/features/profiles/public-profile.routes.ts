import { apiErrorSchema, publicProfileResponseSchema } from '@titletrust/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteDeps } from '../../http/route-deps';
import { getDemoPublicProfile, getPublicProfile } from './get-public-profile';

const tags = ['profiles'];
const profileParams = z.object({ id: z.string().uuid('Profile ids are UUIDs') });
// A fresh object per route: Fastify rewrites a route's response schemas in place.
const response = () => ({
  200: publicProfileResponseSchema,
  400: apiErrorSchema,
  404: apiErrorSchema,
});

/** Professionals' public profiles: anyone may read them, signed in or not. */
export const publicProfileRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, env }) => {
  // Demo mode only (the route does not exist otherwise); a static path wins over `:id`.
  if (env.DEMO_MODE) {
    app.get(
      '/profiles/demo',
      {
        config: { access: 'public' },
        schema: {
          tags,
          summary: "The demo professional's public profile (demo mode)",
          response: response(),
        },
      },
      async () => ({ profile: await getDemoPublicProfile(db) }),
    );
  }

  app.get(
    '/profiles/:id',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: "A professional's public profile (public)",
        params: profileParams,
        response: response(),
      },
    },
    async (request) => ({ profile: await getPublicProfile(db, request.params.id) }),
  );
};
