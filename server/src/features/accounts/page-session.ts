import { sessionResponseSchema } from '@titletrust/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ViewerResolver } from '../../http/access-control';

/**
 * The session a page is sent with: what GET /api/accounts/session answers the same request, in
 * the same shape, so the app draws the signed-in header and a protected page at once instead of
 * after one more round trip. A session that cannot be read now leaves the page without one: the
 * app then asks the API, which says what went wrong.
 */
export function pageSessionOf(resolveViewer: ViewerResolver) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      return sessionResponseSchema.parse({ user: await resolveViewer(request, reply) });
    } catch (error) {
      request.log.warn({ err: error }, 'the page went out without its session');
      return undefined;
    }
  };
}
