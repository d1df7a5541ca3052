import {
  buyerDashboardSchema,
  contractsResponseSchema,
  sellerDashboardSchema,
} from '@titletrust/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { viewerOf } from '../../http/access-control';
import { getBuyerDashboard, getSellerDashboard } from './get-dashboards';
import { listMyContracts } from './list-my-contracts';

export const dashboardsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, { db }) => {
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
};
