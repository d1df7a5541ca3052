import {
  balanceChecksSchema,
  openCheckoutsSchema,
  openPayoutsSchema,
  providerEventParamsSchema,
  providerEventSchema,
  providerEventsQuerySchema,
  providerEventsSchema,
} from '@titletrust/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { viewerOf } from '../../http/access-control';
import type { RouteDeps } from '../../http/route-deps';
import type { FundEscrow } from './confirm-checkout';
import { listBalanceChecks } from './list-balance-checks';
import { listOpenCheckouts } from './list-open-checkouts';
import { listOpenPayouts } from './list-open-payouts';
import { listProviderEvents } from './list-provider-events';
import type { PaymentsProvider } from './providers/payments-provider';
import { retryProviderEvent } from './retry-provider-event';

const admin = { access: 'admin' } as const;
const tags = ['payments'];

/** The administrators' view of naira through the provider: webhook events, what is still open, balance checks. */
export const paymentsAdminRoutes: FastifyPluginAsyncZod<
  RouteDeps<{ paymentsProvider: PaymentsProvider; fundEscrow: FundEscrow }>
> = async (app, { db, services }) => {
  const deps = { db, provider: services.paymentsProvider, fundEscrow: services.fundEscrow };

  app.get(
    '/admin/payments/provider-events',
    {
      config: admin,
      schema: {
        tags,
        summary: "The provider's latest webhook events, of one state or all",
        querystring: providerEventsQuerySchema,
        response: { 200: providerEventsSchema },
      },
    },
    async (request) => listProviderEvents(db, request.query.state),
  );

  app.post(
    '/admin/provider-events/:id/retry',
    {
      config: admin,
      schema: {
        tags,
        summary: "Run a failed webhook event's handler again",
        params: providerEventParamsSchema,
        response: { 200: z.object({ event: providerEventSchema }) },
      },
    },
    async (request) =>
      retryProviderEvent(deps, request.params.id, {
        adminId: viewerOf(request).id,
        ipAddress: request.ip,
      }),
  );

  app.get(
    '/admin/payments/open-checkouts',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Checkouts open after five minutes, and every one waiting for review',
        response: { 200: openCheckoutsSchema },
      },
    },
    async () => listOpenCheckouts(db),
  );

  app.get(
    '/admin/payments/open-payouts',
    {
      config: admin,
      schema: {
        tags,
        summary: "Payouts not settled yet, with the provider's status of each transfer",
        response: { 200: openPayoutsSchema },
      },
    },
    async () => listOpenPayouts(db),
  );

  app.get(
    '/admin/payments/balance-checks',
    {
      config: admin,
      schema: {
        tags,
        summary: "The latest comparisons of the provider's balance with the ledger",
        response: { 200: balanceChecksSchema },
      },
    },
    async () => listBalanceChecks(db),
  );
};
