import { appConfigSchema } from '@titletrust/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from '../../http/route-deps';
import type { WalletProvider } from '../wallets';
import { isGoogleConfigured } from '../accounts';
import { faucetEnabled } from '../money';

/** What the browser needs to know about this installation (nothing secret). */
export const configRoutes: FastifyPluginAsyncZod<
  RouteDeps<{ walletProvider: WalletProvider }>
> = async (app, { env, services }) => {
  const config = {
    demoMode: env.DEMO_MODE,
    platformFeeBps: env.PLATFORM_FEE_BPS,
    googleSignIn: { enabled: isGoogleConfigured(env) },
    faucet: { enabled: faucetEnabled(env, services.walletProvider) },
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
