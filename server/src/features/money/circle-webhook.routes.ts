import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteDeps } from '../../http/route-deps';
import { type WalletProvider, createCircleClient, isCircleConfigured } from '../wallets';
import { handleCircleNotification } from './handle-circle-notification';
import { createCircleSignatureVerifier } from './verify-circle-signature';

const tags = ['money'];
const NOTIFICATION_BYTES_MAX = 64 * 1024;

/**
 * Circle's webhook: notifications about transactions in our wallets. Exists only when Circle is
 * configured (otherwise 404). The signature covers the exact bytes Circle sent, so these routes
 * keep the body raw and it is parsed only once the signature checks out.
 */
export const circleWebhookRoutes: FastifyPluginAsyncZod<
  RouteDeps<{ walletProvider: WalletProvider }>
> = async (app, { db, env, services }) => {
  if (!isCircleConfigured(env)) return;
  const verifier = createCircleSignatureVerifier(createCircleClient(env), env.CIRCLE_TIMEOUT_MS);
  const deps = { db, provider: services.walletProvider };

  // Encapsulated in this plugin: every other route keeps the usual JSON parser.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: NOTIFICATION_BYTES_MAX },
    (_request, body, done) => done(null, body),
  );

  // Circle asks subscriber endpoints to answer HEAD as well as POST.
  app.head('/webhooks/circle', { config: { access: 'public' } }, async (_request, reply) =>
    reply.status(200).send(),
  );

  app.post(
    '/webhooks/circle',
    {
      config: { access: 'public' },
      bodyLimit: NOTIFICATION_BYTES_MAX,
      schema: {
        tags,
        summary: "Circle's signed notifications (X-Circle-Signature, X-Circle-Key-Id)",
        response: { 200: z.object({ received: z.literal(true), outcome: z.string() }) },
      },
    },
    async (request) => {
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      await verifier.verify(request.headers, rawBody);
      const outcome = await handleCircleNotification(deps, rawBody);
      request.log.info({ outcome }, 'circle notification');
      return { received: true as const, outcome };
    },
  );
};
