import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * What GET `path` answers the viewer of a page request, asked of the API itself, so the answer a
 * page carries went through the same session, access rules and response contract as the one the
 * app would fetch. Undefined unless it answers 200: the app then asks, and shows what went wrong.
 */
export function pageAnswerOf(app: FastifyInstance) {
  return async (request: FastifyRequest, path: string): Promise<unknown> => {
    const { cookie } = request.headers;
    if (!cookie) return undefined;
    try {
      const response = await app.inject({
        method: 'GET',
        url: path,
        headers: { cookie, accept: 'application/json' },
        // Rate limits and the session's record count the visitor, not this server.
        remoteAddress: request.ip,
      });
      return response.statusCode === 200 ? response.json() : undefined;
    } catch (error) {
      request.log.warn({ err: error, path }, 'the page went out without its first answer');
      return undefined;
    }
  };
}
