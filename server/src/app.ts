import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import pg from 'pg';
import type { AppDeps } from './app-deps';
import {
  accountChangesRoutes,
  accountsRoutes,
  createFreshCheckGuard,
  freshChecksRoutes,
  googleRoutes,
  twoFactorRoutes,
  walletRoutes,
  createViewerResolver,
  pageSessionOf,
} from './features/accounts';
import { appConfigOf, configRoutes } from './features/config';
import { adminRoutes } from './features/admin';
import { auditRoutes } from './features/audit';
import { demoRoutes } from './features/demo';
import { healthRoutes } from './features/health';
import { bidsRoutes } from './features/bids';
import { dashboardsRoutes } from './features/dashboards';
import { filesRoutes } from './features/files';
import { contractsRoutes } from './features/contracts';
import { tallyMoneyMovements } from './features/ledger';
import { moneyRoutes, circleWebhookRoutes } from './features/money';
import {
  localCheckoutRoutes,
  localPaymentsAllowed,
  paymentsAdminRoutes,
  paymentsRoutes,
  paystackWebhookRoutes,
  readWebhookBacklog,
} from './features/payments';
import { gigsRoutes } from './features/gigs';
import { notificationsRoutes } from './features/notifications';
import { profilesRoutes, publicProfileMetadata, publicProfileRoutes } from './features/profiles';
import { ratesRoutes } from './features/rates';
import { reviewsRoutes } from './features/reviews';
import { securityRoutes } from './features/security';
import { signaturesRoutes } from './features/signatures';
import { messagesRoutes } from './features/messages';
import { assistantRoutes, videoCallFrameOrigins } from './features/assistant';
import { verificationRoutes } from './features/verification';
import { walletsRoutes } from './features/wallets';
import { registerAccessControl } from './http/access-control';
import { registerApiCompression } from './http/compression';
import { registerErrorHandling } from './http/error-handler';
import { registerLoopbackRedirect } from './http/loopback-redirect';
import { registerMetrics } from './http/metrics';
import { registerOpenApi } from './http/openapi';
import { registerRequestBodyRules } from './http/request-body';
import { registerCloseConnectionsOnShutdown } from './http/close-connections-on-shutdown';
import { registerSameOriginCheck } from './http/same-origin';
import { registerSecurityHeaders } from './http/security-headers';
import { pageAnswerOf } from './http/page-answer';
import { registerWebApp } from './http/web-app';
import { readOutboxBacklog } from './platform/mail/read-outbox-backlog';
import { createAppMetrics } from './platform/metrics/app-metrics';
import { readJobBacklog } from './platform/read-job-backlog';

const REQUEST_ID = /^[\w-]{8,64}$/;

/** Builds the HTTP app: the JSON API under /api, its docs, and the built web app, on one port. */
export async function buildApp(
  deps: AppDeps,
  logger: FastifyBaseLogger | false,
): Promise<FastifyInstance> {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: false }),
    trustProxy: deps.env.TRUST_PROXY,
    // Behind a trusted proxy, keep its request id so one request can be followed across logs.
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return deps.env.TRUST_PROXY && typeof incoming === 'string' && REQUEST_ID.test(incoming)
        ? incoming
        : randomUUID();
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  registerCloseConnectionsOnShutdown(app);

  registerErrorHandling(app);
  // First, so every request is timed, a refused one too.
  if (deps.env.metricsEnabled) await registerMetrics(app, deps.env, appMetricsOf(deps));
  registerRequestBodyRules(app);
  await registerSecurityHeaders(app, deps.env.isProduction, videoCallFrameOrigins(deps.env));
  // Before the session is read: a browser on another loopback name is sent to PUBLIC_URL first.
  if (deps.env.redirectsLoopbackAliases) registerLoopbackRedirect(app, deps.env.PUBLIC_URL);
  registerSameOriginCheck(app, deps.env.PUBLIC_URL);
  const resolveViewer = createViewerResolver(deps.services.auth, deps.db);
  registerAccessControl(app, resolveViewer, createFreshCheckGuard(deps.db));
  await registerOpenApi(app);

  await app.register(
    async (api) => {
      await registerApiCompression(api);
      await api.register(healthRoutes, deps);
      await api.register(reviewsRoutes, deps);
      await api.register(publicProfileRoutes, deps);
      await api.register(configRoutes, deps);
      await api.register(ratesRoutes, deps);
      await api.register(accountsRoutes, deps);
      await api.register(freshChecksRoutes, deps);
      await api.register(accountChangesRoutes, deps);
      await api.register(profilesRoutes, deps);
      await api.register(walletRoutes, deps);
      await api.register(twoFactorRoutes, deps);
      await api.register(googleRoutes, deps);
      await api.register(adminRoutes, deps);
      await api.register(auditRoutes, deps);
      await api.register(walletsRoutes, deps);
      await api.register(signaturesRoutes, deps);
      await api.register(gigsRoutes, deps);
      await api.register(bidsRoutes, deps);
      await api.register(dashboardsRoutes, deps);
      await api.register(notificationsRoutes, deps);
      await api.register(filesRoutes, deps);
      await api.register(verificationRoutes, deps);
      await api.register(messagesRoutes, deps);
      await api.register(assistantRoutes, deps);
      await api.register(contractsRoutes, deps);
      await api.register(moneyRoutes, deps);
      await api.register(circleWebhookRoutes, deps);
      await api.register(paymentsRoutes, deps);
      await api.register(securityRoutes, deps);
      await api.register(paymentsAdminRoutes, deps);
      await api.register(paystackWebhookRoutes, deps);
      if (deps.env.DEMO_MODE) await api.register(demoRoutes, deps);
    },
    { prefix: '/api' },
  );

  // The local payments provider's own checkout page (decision 057), never in production.
  if (deps.services.paymentsProvider.name === 'local' && localPaymentsAllowed(deps.env))
    await app.register(localCheckoutRoutes, deps);

  await registerWebApp(app, {
    webDistDir: deps.env.WEB_DIST_DIR,
    demoMode: deps.env.DEMO_MODE,
    pageMetadata: publicProfileMetadata(deps.db, deps.env.PUBLIC_URL),
    pageSession: pageSessionOf(resolveViewer),
    pageConfig: appConfigOf(deps.env, deps.services.walletProvider),
    pageAnswer: pageAnswerOf(app),
  });
  return app;
}

/** Each figure the metrics show, read from the feature or platform piece that owns it. */
function appMetricsOf(deps: AppDeps) {
  return createAppMetrics({
    // drizzle() gives the database its pool as $client (as db/named-statement.ts reads it).
    pool: '$client' in deps.db && deps.db.$client instanceof pg.Pool ? deps.db.$client : undefined,
    openStreams: () => deps.services.messageHub.size(),
    jobQueues: () => readJobBacklog(deps.db),
    outbox: () => readOutboxBacklog(deps.db),
    webhooks: () => readWebhookBacklog(deps.db),
    moneyMovements: tallyMoneyMovements(deps.db),
  });
}
