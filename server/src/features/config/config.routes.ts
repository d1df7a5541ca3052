import { appConfigSchema } from '@titletrust/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { isGoogleConfigured } from '../accounts/google/google-auth';

/** What the browser needs to know about this installation (nothing secret). */
export const configRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { env }) => {
  const config = {
    demoMode: env.DEMO_MODE,
    googleSignIn: { enabled: isGoogleConfigured(env) },
    wallet: { chainIds: env.SIWE_CHAIN_IDS, defaultChainId: env.SIWE_CHAIN_IDS[0]! },
  };
  app.get(
    '/config',
    {
      config: { access: 'public' },
      schema: {
        tags: ['platform'],
        summary: 'Public settings of this installation',
        response: { 200: appConfigSchema },
      },
    },
    async () => config,
  );
};
