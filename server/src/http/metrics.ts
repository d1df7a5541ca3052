import { createHash, timingSafeEqual } from 'node:crypto';
import { createServer } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Env } from '../config/env';
import { AppError } from '../platform/app-error';
import type { AppMetrics } from '../platform/metrics/app-metrics';

/** Equal-length digests, so the comparison takes the same time however much of a guess is right. */
const digest = (value: string) => createHash('sha256').update(value).digest();

function bearerMatches(header: string | undefined, token: string): boolean {
  const given = /^Bearer (\S+)$/i.exec(header ?? '')?.[1] ?? '';
  return timingSafeEqual(digest(given), digest(token));
}

/** /metrics on 127.0.0.1:port only, without a token: for a scraper on the same machine. */
async function serveOnLocalPort(app: FastifyInstance, metrics: AppMetrics, port: number) {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found\n');
      return;
    }
    metrics.registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text),
      (error: unknown) => {
        app.log.error({ err: error }, 'metrics could not be collected');
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end();
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  app.addHook('onClose', async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
}

/**
 * Prometheus metrics (decision 064), only when configured: every answered request is timed by
 * its route's pattern (`/api/gigs/:id`, never the URL, so the label set stays small; paths no
 * route matches share "unmatched"); with METRICS_TOKEN, GET /metrics on the app's port asks for
 * that bearer token; with METRICS_PORT, 127.0.0.1:<port>/metrics answers without one.
 */
export async function registerMetrics(app: FastifyInstance, env: Env, metrics: AppMetrics) {
  // A callback hook, not an async one: no promise per request.
  app.addHook('onResponse', (request, reply, done) => {
    metrics.observeRequest(
      request.method,
      request.routeOptions.url ?? 'unmatched',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });

  const token = env.METRICS_TOKEN;
  if (token) {
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (!bearerMatches(request.headers.authorization, token)) {
        reply.header('www-authenticate', 'Bearer realm="metrics"');
        throw new AppError('UNAUTHENTICATED', 'The metrics ask for their bearer token.');
      }
      const text = await metrics.registry.metrics();
      return reply
        .type(metrics.registry.contentType)
        .header('cache-control', 'no-store')
        .send(text);
    });
  }
  if (env.METRICS_PORT) await serveOnLocalPort(app, metrics, env.METRICS_PORT);
}
