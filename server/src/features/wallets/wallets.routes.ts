import {
  balanceLookupResponseSchema,
  balanceLookupSchema,
  custodialWalletResponseSchema,
  testWalletResponseSchema,
  walletProviderHealthSchema,
} from '@titletrust/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from '../../http/route-deps';
import { viewerOf } from '../../http/access-control';
import { AppError } from '../../platform/app-error';
import { checkProviderHealth } from './check-provider-health';
import { findUserWallet, toCustodialWallet } from './get-custodial-wallet';
import { createTestWallet } from './create-test-wallet';
import { lookUpWalletBalance } from './look-up-wallet-balance';
import type { WalletProvider } from './providers/wallet-provider';
import { refreshBalances } from './refresh-balances';

const tags = ['wallets'];
const admin = { access: 'admin' } as const;

export const walletsRoutes: FastifyPluginAsyncZod<
  RouteDeps<{ walletProvider: WalletProvider }>
> = async (app, { db, services }) => {
  const deps = { db, provider: services.walletProvider };

  app.get(
    '/wallet',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: "The signed-in account's custodial wallet",
        response: { 200: custodialWalletResponseSchema },
      },
    },
    async (request) => {
      const row = await findUserWallet(db, viewerOf(request).id);
      return { wallet: row ? toCustodialWallet(row) : null };
    },
  );

  app.post(
    '/wallet/balances',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Read the balances again from the wallet provider',
        response: { 200: custodialWalletResponseSchema },
      },
    },
    async (request) => {
      const row = await findUserWallet(db, viewerOf(request).id);
      if (!row) throw new AppError('NOT_FOUND', 'This account has no wallet yet.');
      return { wallet: toCustodialWallet(await refreshBalances(deps, row)) };
    },
  );

  app.get(
    '/admin/wallet-provider',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Wallet provider health',
        response: { 200: walletProviderHealthSchema },
      },
    },
    async () => checkProviderHealth(deps),
  );

  app.post(
    '/admin/wallet-provider/test-wallets',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Create a test wallet through the provider',
        response: { 200: testWalletResponseSchema },
      },
    },
    async (request) => ({
      wallet: await createTestWallet(deps, {
        adminId: viewerOf(request).id,
        ipAddress: request.ip,
      }),
    }),
  );

  app.post(
    '/admin/wallet-provider/balances',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Read a wallet balance from the provider',
        body: balanceLookupSchema,
        response: { 200: balanceLookupResponseSchema },
      },
    },
    async (request) =>
      lookUpWalletBalance(deps, request.body, {
        adminId: viewerOf(request).id,
        ipAddress: request.ip,
      }),
  );
};
