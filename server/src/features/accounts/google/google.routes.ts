import { googleSignInRequestSchema, googleSignInResponseSchema } from '@titletrust/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteDeps } from '../../../http/route-deps';
import type { Auth } from '../auth';
import { perIpRateLimit } from '../../../http/per-ip-rate-limit';
import { authHeaders, forwardSetCookies } from '../auth-http';
import { startGoogleSignIn } from './start-google-sign-in';

const tags = ['google sign-in'];
/** Each start stores OAuth state; a person needs a few, retries and both account types included. */
const STARTS_PER_IP = { limit: 30, windowSeconds: 15 * 60 };

export const googleRoutes: FastifyPluginAsyncZod<RouteDeps<{ auth: Auth }>> = async (
  app,
  { db, env, services },
) => {
  const { auth } = services;

  app.post(
    '/accounts/google',
    {
      config: { access: 'public' },
      onRequest: perIpRateLimit(db, 'google-start', STARTS_PER_IP, 'Google sign-in attempts'),
      schema: {
        tags,
        summary: 'Start Google sign-in; answers the URL to send the browser to',
        body: googleSignInRequestSchema,
        response: { 200: googleSignInResponseSchema },
      },
    },
    async (request, reply) => {
      const { url, cookies } = await startGoogleSignIn(
        { auth, env },
        request.body.accountType,
        authHeaders(request),
      );
      forwardSetCookies(reply, cookies);
      return { url };
    },
  );

  // The one path where Better Auth's own handler answers: the provider's redirect back to us. It
  // checks the state and PKCE, exchanges the code, verifies the ID token, signs the person in and
  // redirects to /auth/callback.
  app.get(
    '/auth/callback/:providerId',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'OAuth redirect target (handled by Better Auth)',
        params: z.object({ providerId: z.string() }),
        hide: true,
      },
    },
    async (request, reply) => {
      const url = new URL(request.url, env.PUBLIC_URL);
      const response = await auth.handler(
        new Request(url, { method: 'GET', headers: authHeaders(request) }),
      );
      forwardSetCookies(reply, response.headers);
      for (const [name, value] of response.headers) {
        if (name !== 'set-cookie') reply.header(name, value);
      }
      return reply.status(response.status).send(await response.text());
    },
  );
};
