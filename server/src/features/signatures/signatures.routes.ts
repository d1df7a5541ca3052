import { signatureCheckRequestSchema, signatureCheckResponseSchema } from '@titletrust/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { checkSignature } from './check-signature';

export const signaturesRoutes: FastifyPluginAsyncZod<AppDeps> = async (app) => {
  app.post(
    '/signature-checks',
    {
      config: { access: 'public' },
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
