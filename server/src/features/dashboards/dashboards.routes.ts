import {
  buyerDashboardSchema,
  contractsResponseSchema,
  myBidsResponseSchema,
  sellerDashboardSchema,
} from '@titletrust/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { RouteDeps } from '../../http/route-deps';
import { viewerOf } from '../../http/access-control';
import { getBuyerDashboard, getSellerDashboard } from './get-dashboards';
import { listMyBids } from './list-my-bids';
import { listMyContracts } from './list-my-contracts';

export const dashboardsRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, env }) => {
  const feeBps = env.PLATFORM_FEE_BPS;
  app.get(
    '/contracts/mine',
    {
      config: { access: 'signed-in' },
      schema: {
        tags: ['contracts'],
        summary: 'Contracts the viewer is a party to',
        response: { 200: contractsResponseSchema },
      },
    },
    async (request) => ({ contracts: await listMyContracts(db, viewerOf(request).id) }),
  );
  app.get(
    '/dashboard/buyer',
    {
      config: { access: 'buyer' },
      schema: {
        tags: ['dashboards'],
        summary: "A client's numbers and next actions",
        response: { 200: buyerDashboardSchema },
      },
    },
    async (request) => getBuyerDashboard(db, viewerOf(request).id),
  );
  app.get(
    '/dashboard/seller',
    {
      config: { access: 'seller' },
      schema: {
        tags: ['dashboards'],
        summary: "A professional's numbers and next actions",
        response: { 200: sellerDashboardSchema },
      },
    },
    async (request) => getSellerDashboard(db, viewerOf(request).id),
  );
  app.get(
    '/bids/mine',
    {
      config: { access: 'seller' },
      schema: {
        tags: ['bids'],
        summary: "The professional's bids, with their gigs",
        response: { 200: myBidsResponseSchema },
      },
    },
    async (request) => ({ bids: await listMyBids(db, feeBps, viewerOf(request).id) }),
  );
};
