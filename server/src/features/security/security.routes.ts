import {
  payoutFreezeRequestSchema,
  payoutFreezeResponseSchema,
  payoutHoldsSchema,
} from '@titletrust/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { viewerOf } from '../../http/access-control';
import { perIpRateLimit } from '../../http/per-ip-rate-limit';
import type { RouteDeps } from '../../http/route-deps';
import { freezePayouts } from './freeze-payouts';
import { readPayoutHolds } from './read-payout-holds';
import type { SecurityLinks } from './security-links';
import { signOutEverywhere } from './sign-out-everywhere';

const tags = ['security'];
/** An owner presses once or twice; more from one address is someone trying tokens. */
const FREEZES_PER_IP = { limit: 20, windowSeconds: 15 * 60 };

export const securityRoutes: FastifyPluginAsyncZod<
  RouteDeps<{ securityLinks: SecurityLinks }>
> = async (app, { db, services }) => {
  app.post(
    '/security/payout-freezes',
    {
      // The link's signature is the proof: whoever took the account may hold its session.
      config: { access: 'public' },
      onRequest: perIpRateLimit(db, 'payout-freeze', FREEZES_PER_IP, 'requests to freeze payouts'),
      schema: {
        tags,
        summary:
          '"This wasn\'t me": freeze payouts and end every session, with the e-mailed link\'s token',
        body: payoutFreezeRequestSchema,
        response: { 200: payoutFreezeResponseSchema },
      },
    },
    async (request) =>
      freezePayouts(db, services.securityLinks, {
        token: request.body.token,
        ipAddress: request.ip,
      }),
  );

  app.post(
    '/security/sign-outs',
    {
      config: { access: 'public' },
      onRequest: perIpRateLimit(db, 'sign-out-link', FREEZES_PER_IP, 'requests to sign out'),
      schema: {
        tags,
        summary: "From a sign-in alert: end every session of the account, with the link's token",
        body: payoutFreezeRequestSchema,
        response: { 200: payoutFreezeResponseSchema },
      },
    },
    async (request) =>
      signOutEverywhere(db, services.securityLinks, {
        token: request.body.token,
        ipAddress: request.ip,
      }),
  );

  app.get(
    '/security/payout-holds',
    {
      config: { access: 'signed-in' },
      schema: {
        tags,
        summary: 'What holds your payouts now: a freeze, or a wait after a password reset',
        response: { 200: payoutHoldsSchema },
      },
    },
    async (request) => readPayoutHolds(db, viewerOf(request).id),
  );
};
