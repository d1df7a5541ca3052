import { signatureCheckRequestSchema, signatureCheckResponseSchema } from '@titletrust/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from '../../http/route-deps';
import { perIpRateLimit } from '../../http/per-ip-rate-limit';
import { checkSignature } from './check-signature';

/** A public demo that recovers a key per call: plenty for trying it, not for using it as a service. */
const CHECKS_PER_IP = { limit: 60, windowSeconds: 15 * 60 };

export const signaturesRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db }) => {
  app.post(
    '/signature-checks',
    {
      config: { access: 'public' },
      onRequest: perIpRateLimit(db, 'signature-check', CHECKS_PER_IP, 'signature checks'),
      schema: {
        tags: ['wallet sign-in'],
        summary:
          'Verify an Ethereum personal_sign signature on the server (the /BlockchainDemo page)',
        body: signatureCheckRequestSchema,
        response: { 200: signatureCheckResponseSchema },
      },
    },
    async (request) => checkSignature(request.body),
  );
};
