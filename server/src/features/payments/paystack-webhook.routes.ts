import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { RouteDeps } from '../../http/route-deps';
import { AppError } from '../../platform/app-error';
import type { FundEscrow } from './confirm-checkout';
import { createProviderEventProcessor } from './process-provider-event';
import type { PaymentsProvider } from './providers/payments-provider';
import { recordProviderEvent } from './record-provider-event';
import { verifyPaystackSignature } from './verify-paystack-signature';

const tags = ['payments'];
/** Paystack's events are a few kilobytes; a charge with a long history stays far below this. */
const EVENT_BYTES_MAX = 256 * 1024;

/**
 * Paystack's webhook (decision 060). Exists only when Paystack is configured (otherwise 404).
 * The signature covers the exact bytes Paystack sent, so the body is kept raw and parsed only
 * once it checks out. A signed event is written to the inbox and answered 200 at once (a
 * duplicate too, so Paystack stops retrying it); it is processed right after, in this process,
 * and by the sweeper if this process stops first.
 */
export const paystackWebhookRoutes: FastifyPluginAsyncZod<
  RouteDeps<{ paymentsProvider: PaymentsProvider; fundEscrow: FundEscrow }>
> = async (app, { db, env, services }) => {
  const secretKey = env.PAYSTACK_SECRET_KEY;
  if (!secretKey) return;
  const processor = createProviderEventProcessor(
    { db, provider: services.paymentsProvider, fundEscrow: services.fundEscrow },
    (error, id) => app.log.error({ err: error, eventId: id }, 'paystack event processing failed'),
  );
  app.addHook('onClose', () => processor.settled());

  // Encapsulated in this plugin: every other route keeps the usual JSON parser.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: EVENT_BYTES_MAX },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/webhooks/paystack',
    {
      config: { access: 'public' },
      bodyLimit: EVENT_BYTES_MAX,
      schema: {
        tags,
        summary: "Paystack's signed events (x-paystack-signature: HMAC-SHA512 of the body)",
        response: { 200: z.object({ received: z.literal(true) }) },
      },
    },
    async (request) => {
      const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const verdict = verifyPaystackSignature(
        secretKey,
        rawBody,
        request.headers['x-paystack-signature'],
      );
      if (verdict !== 'valid') {
        // Who sent what, never the body: it may carry a payer's details.
        request.log.warn(
          { signature: verdict, bytes: rawBody.length, ip: request.ip },
          'paystack webhook refused: not signed with our key',
        );
        throw new AppError('UNAUTHENTICATED', 'The event is not signed by Paystack.');
      }
      const { id, event, reference } = await recordProviderEvent(db, rawBody);
      if (id) processor.kick(id);
      request.log.info({ event, reference, duplicate: id === null }, 'paystack event received');
      return { received: true as const };
    },
  );
};
