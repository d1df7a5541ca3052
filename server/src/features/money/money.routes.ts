import {
  balancesSchema,
  earningsSchema,
  ESCROW_MESSAGES,
  faucetRequestSchema,
  movementsPageSchema,
  movementsQuerySchema,
  walletTransferResponseSchema,
  walletTransfersSchema,
  withdrawalRequestSchema,
  idempotencyHeadersSchema,
  withdrawalAddressRequestSchema,
  withdrawalAddressSchema,
  withdrawalAddressesSchema,
} from '@titletrust/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteDeps } from '../../http/route-deps';
import type { SecurityLinks } from '../security';
import type { WalletProvider } from '../wallets';
import { viewerOf } from '../../http/access-control';
import { AppError } from '../../platform/app-error';
import { claimOf, sendMoneyRequest, sendStored } from '../../http/money-request';
import { QUEUES } from '../../platform/jobs';
import { getBalances } from './get-balances';
import { addWithdrawalAddress } from './add-withdrawal-address';
import { getEarnings } from './get-earnings';
import { listMovements } from './list-movements';
import { listWalletTransfers } from './list-wallet-transfers';
import { listWithdrawalAddresses } from './list-withdrawal-addresses';
import { movementsCsv } from './movements-csv';
import { faucetEnabled, requestTestFunds } from './request-test-funds';
import { requestWithdrawal } from './request-withdrawal';
import { toWalletTransfer } from './wallet-transfer-view';

const tags = ['money'];
const CSV_ROWS_MAX = 10_000;

export const moneyRoutes: FastifyPluginAsyncZod<
  RouteDeps<{ walletProvider: WalletProvider; securityLinks: SecurityLinks }>
> = async (app, { db, env, services }) => {
  const provider = services.walletProvider;

  app.get(
    '/money/balances',
    {
      config: { access: 'signed-in' },
      schema: { tags, summary: "The viewer's balances", response: { 200: balancesSchema } },
    },
    async (request) => getBalances(db, viewerOf(request).id),
  );

  app.get(
    '/money/movements',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: "Every movement of the viewer's money, newest first",
        querystring: movementsQuerySchema,
        response: { 200: movementsPageSchema },
      },
    },
    async (request) => listMovements(db, viewerOf(request).id, request.query),
  );

  app.get(
    '/money/movements.csv',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'The same movements as a CSV file',
        querystring: movementsQuerySchema.omit({ cursor: true, limit: true }),
      },
    },
    async (request, reply) => {
      const { items } = await listMovements(db, viewerOf(request).id, {
        ...request.query,
        limit: CSV_ROWS_MAX,
      });
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="titletrust-payments.csv"')
        .send(movementsCsv(items));
    },
  );

  app.get(
    '/wallet/transfers',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: "The wallet's deposits and withdrawals with provider ids",
        response: { 200: walletTransfersSchema },
      },
    },
    async (request) => ({ transfers: await listWalletTransfers(db, viewerOf(request).id) }),
  );

  app.get(
    '/earnings',
    {
      config: { access: 'seller' },
      schema: {
        tags,
        summary: 'Released earnings by month, fees, balances',
        response: { 200: earningsSchema },
      },
    },
    async (request) => getEarnings(db, viewerOf(request).id),
  );

  app.post(
    '/wallet/faucet',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Test USDC into the wallet (demo mode, test network; Idempotency-Key required)',
        headers: idempotencyHeadersSchema,
        body: faucetRequestSchema,
        response: { 200: walletTransferResponseSchema },
      },
    },
    async (request, reply) => {
      if (!faucetEnabled(env, provider))
        throw new AppError('FORBIDDEN', ESCROW_MESSAGES.faucetUnavailable);
      const result = await requestTestFunds(
        db,
        provider,
        claimOf(request),
        request.body.amountMinor,
      );
      return sendStored(reply, result);
    },
  );

  app.get(
    '/wallet/withdrawal-addresses',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Your saved withdrawal addresses, with when each may receive USDC',
        response: { 200: withdrawalAddressesSchema },
      },
    },
    async (request) => listWithdrawalAddresses(db, viewerOf(request).id),
  );

  app.post(
    '/wallet/withdrawal-addresses',
    {
      // A payout destination changes: a fresh factor, as for a bank account.
      config: { access: 'signed-in', freshCheck: true },
      schema: {
        tags,
        summary:
          'Save an outside address to withdraw USDC to (it may receive 24 hours after it was ' +
          'added; fresh check)',
        body: withdrawalAddressRequestSchema,
        response: {
          200: z.object({ address: withdrawalAddressSchema }),
          201: z.object({ address: withdrawalAddressSchema }),
        },
      },
    },
    async (request, reply) => {
      const deps = { db, links: services.securityLinks, jobs: services.jobs };
      const { address, added } = await addWithdrawalAddress(
        deps,
        viewerOf(request).id,
        request.body,
        request.ip,
      );
      // Saved before: the same answer as then, its clock untouched.
      return reply.status(added ? 201 : 200).send({ address });
    },
  );

  app.post(
    '/wallet/withdrawals',
    {
      config: { access: 'signed-in', freshCheck: true },
      schema: {
        tags,
        summary:
          'Send available USDC to an outside address (Idempotency-Key required, fresh check)',
        headers: idempotencyHeadersSchema,
        body: withdrawalRequestSchema,
        response: { 201: walletTransferResponseSchema },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      await sendMoneyRequest(
        db,
        request,
        reply,
        async (tx) => {
          const transfer = await requestWithdrawal(tx, provider, viewer.id, request.body);
          return {
            transfer: toWalletTransfer(transfer),
            balances: await getBalances(tx, viewer.id),
          };
        },
        {
          status: 201,
          // Hand the payout to the provider (the sweeper catches a lost enqueue).
          afterCommit: (body) =>
            services.jobs
              .send(
                QUEUES.processWithdrawal.name,
                { transferId: body.transfer.id },
                QUEUES.processWithdrawal.options,
              )
              .then(() => undefined),
        },
      );
      return reply;
    },
  );
};
