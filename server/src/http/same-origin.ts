import type { FastifyInstance } from 'fastify';
import { AppError } from '../platform/app-error';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Defence in depth against cross-site requests riding on the session cookie (besides SameSite
 * cookies and JSON-only bodies): a state-changing API call that names another origin is refused.
 */
export function registerSameOriginCheck(app: FastifyInstance, publicUrl: string) {
  const publicOrigin = new URL(publicUrl).origin;
  app.addHook('onRequest', async (request) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) return;
    const origin = request.headers.origin;
    if (!origin) return;
    const sameHost = URL.canParse(origin) && new URL(origin).host === request.headers.host;
    if (!sameHost && origin !== publicOrigin) {
      throw new AppError('FORBIDDEN', 'This request came from another site and was refused.');
    }
  });
}
