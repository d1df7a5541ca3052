import { appConfigSchema } from '@titletrust/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from '../../http/route-deps';
import type { WalletProvider } from '../wallets';
import { appConfigOf } from './app-config';

/** What the browser needs to know about this installation (nothing secret). */
export const configRoutes: FastifyPluginAsyncZod<
  RouteDeps<{ walletProvider: WalletProvider }>
> = async (app, { env, services }) => {
  const config = appConfigOf(env, services.walletProvider);
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
