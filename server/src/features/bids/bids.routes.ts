import {
  acceptBidResponseSchema,
  bidInputSchema,
  bidResponseSchema,
  bidsResponseSchema,
  proposeMilestonesSchema,
} from '@titletrust/shared';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteDeps } from '../../http/route-deps';
import { bids, contracts } from '../../db/schema';
import { viewerOf } from '../../http/access-control';
import { selectContracts, toContractSummary } from '../contracts';
import { selectBids, toBid } from './bid.repository';
import { acceptBid, rejectBid } from './decide-bid';
import { agreeMilestones } from './agree-milestones';
import { listGigBids } from './list-bids';
import { placeBid } from './place-bid';
import { proposeMilestones } from './propose-milestones';
import { withdrawBid } from './withdraw-bid';

const tags = ['bids'];
const idParams = z.object({ id: z.string().uuid('Ids are UUIDs') });

export const bidsRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, env }) => {
  const feeBps = env.PLATFORM_FEE_BPS;
  const bidView = async (id: string) => {
    const [row] = await selectBids(db).where(eq(bids.id, id));
    return { bid: toBid(row!, feeBps) };
  };

  app.get(
    '/gigs/:id/bids',
    {
      config: { access: 'buyer' },
      schema: {
        tags,
        summary: "A gig's bids (its client only)",
        params: idParams,
        response: { 200: bidsResponseSchema },
      },
    },
    async (request) => ({
      bids: await listGigBids(db, feeBps, viewerOf(request).id, request.params.id),
    }),
  );

  app.post(
    '/gigs/:id/bids',
    {
      config: { access: 'seller' },
      schema: {
        tags,
        summary: 'Bid on an open gig (verified professionals)',
        params: idParams,
        body: bidInputSchema,
        response: { 201: bidResponseSchema },
      },
    },
    async (request, reply) => {
      const id = await placeBid(db, viewerOf(request).id, request.params.id, request.body);
      return reply.status(201).send(await bidView(id));
    },
  );

  app.post(
    '/bids/:id/withdraw',
    {
      config: { access: 'seller' },
      schema: {
        tags,
        summary: 'Withdraw a pending bid (its bidder only)',
        params: idParams,
        response: { 200: bidResponseSchema },
      },
    },
    async (request) => {
      await withdrawBid(db, viewerOf(request).id, request.params.id);
      return bidView(request.params.id);
    },
  );

  app.post(
    '/bids/:id/reject',
    {
      config: { access: 'buyer' },
      schema: {
        tags,
        summary: 'Decline a pending bid (the gig’s client only)',
        params: idParams,
        response: { 200: bidResponseSchema },
      },
    },
    async (request) => {
      await rejectBid(db, viewerOf(request).id, request.params.id);
      return bidView(request.params.id);
    },
  );

  app.post(
    '/bids/:id/accept',
    {
      config: { access: 'buyer' },
      schema: {
        tags,
        summary: 'Accept a bid: the contract is created, awaiting funding',
        params: idParams,
        response: { 200: acceptBidResponseSchema },
      },
    },
    async (request) => {
      const contractId = await acceptBid(db, env, viewerOf(request).id, request.params.id);
      const [row] = await selectContracts(db).where(eq(contracts.id, contractId));
      return { contract: toContractSummary(row!) };
    },
  );

  app.post(
    '/bids/:id/milestone-proposals',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary:
          "Propose another list of milestones for a pending bid (the gig's client or the bidder)",
        description:
          'The list divides the bid’s price exactly. It answers a pending proposal of the other side, or replaces one of the same side; the other side is notified and agrees or answers with another.',
        params: idParams,
        body: proposeMilestonesSchema,
        response: { 200: bidResponseSchema },
      },
    },
    async (request) => {
      await proposeMilestones(db, viewerOf(request).id, request.params.id, request.body);
      return bidView(request.params.id);
    },
  );

  app.post(
    '/bids/:id/milestone-proposals/agree',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'Agree to the milestones the other side proposed for a pending bid',
        description:
          'The bid carries the agreed list from now on; accepting the bid makes it the contract’s milestones.',
        params: idParams,
        response: { 200: bidResponseSchema },
      },
    },
    async (request) => {
      await agreeMilestones(db, viewerOf(request).id, request.params.id);
      return bidView(request.params.id);
    },
  );
};
